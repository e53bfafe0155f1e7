// The operator side of orders (`pnpm ops orders …`): list, show, move along ORDER_TRANSITIONS, cancel.
// The rules live here, in the store's own domain code, so the operator tools cannot bend them.
import {
  abuDhabiDayStart,
  canMoveOrder,
  normalisePhone,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  parseCalendarDay,
  type StoreInfo,
} from "@carcare/contracts";
import { Prisma, type PrismaClient } from "@carcare/db";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import type { Mailer } from "../../lib/mailer.js";
import { STORE_TIME_ZONE } from "../plans/service.js";
import { invoiceEmail, type IssuedInvoice } from "./emails.js";

type Db = PrismaClient | Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_ORDER_LIST_LIMIT = 100;

const customerFields = { id: true, firstName: true, lastName: true, email: true, phone: true } as const;
export type CustomerRow = Prisma.UserGetPayload<{ select: typeof customerFields }>;

/**
 * A customer by phone (any usual form, normalised to +971…) or email (any case).
 * Throws NOT_FOUND naming what was looked for.
 */
export async function findCustomer(prisma: Db, phoneOrEmail: string): Promise<CustomerRow> {
  const text = phoneOrEmail.trim();
  if (text.includes("@")) {
    const user = await prisma.user.findUnique({ where: { email: text }, select: customerFields });
    if (!user) throw notFound(`No customer has the email ${text}.`);
    return user;
  }
  const phone = normalisePhone(text);
  if (!phone) throw badRequest(`"${text}" is neither a phone number nor an email address.`);
  const user = await prisma.user.findUnique({ where: { phone }, select: customerFields });
  if (!user) throw notFound(`No customer has the phone number ${phone}.`);
  return user;
}

const orderSummaryInclude = {
  user: { select: customerFields },
  _count: { select: { lines: true } },
} as const satisfies Prisma.OrderInclude;

const orderDetailInclude = {
  user: { select: customerFields },
  lines: { orderBy: { id: "asc" } },
  events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  redemption: { select: { id: true, couponId: true, createdAt: true } },
  invoice: true,
} as const satisfies Prisma.OrderInclude;

export type OrderSummaryRow = Prisma.OrderGetPayload<{ include: typeof orderSummaryInclude }>;
export type OrderDetailRow = Prisma.OrderGetPayload<{ include: typeof orderDetailInclude }>;

export interface ListOrdersFilter {
  status?: OrderStatus | undefined;
  /** First Abu Dhabi calendar day (YYYY-MM-DD) the orders were placed on, inclusive. */
  from?: string | undefined;
  /** Last Abu Dhabi calendar day (YYYY-MM-DD) the orders were placed on, inclusive. */
  to?: string | undefined;
  /** The customer's phone or email. */
  customer?: string | undefined;
  /** At most this many, newest first (default DEFAULT_ORDER_LIST_LIMIT). */
  limit?: number | undefined;
}

function checkStatus(status: string): OrderStatus {
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw badRequest(`"${status}" is not an order status; use one of ${ORDER_STATUSES.join(", ")}.`);
  }
  return status as OrderStatus;
}

function dayStart(day: string, option: string): Date {
  if (!parseCalendarDay(day)) throw badRequest(`${option} must be a date as YYYY-MM-DD, got "${day}".`);
  return abuDhabiDayStart(day);
}

/** Orders newest first, filtered by status, Abu Dhabi date range and customer. */
export async function listOrders(
  prisma: PrismaClient,
  filter: ListOrdersFilter = {},
): Promise<OrderSummaryRow[]> {
  const where: Prisma.OrderWhereInput = {};
  if (filter.status) where.status = checkStatus(filter.status);
  const createdAt: Prisma.DateTimeFilter = {};
  if (filter.from) createdAt.gte = dayStart(filter.from, "from");
  if (filter.to) createdAt.lt = new Date(dayStart(filter.to, "to").getTime() + DAY_MS);
  if (createdAt.gte && createdAt.lt && createdAt.gte >= createdAt.lt) {
    throw badRequest("from must be on or before to.");
  }
  if (filter.from || filter.to) where.createdAt = createdAt;
  if (filter.customer) where.userId = (await findCustomer(prisma, filter.customer)).id;
  const limit = filter.limit ?? DEFAULT_ORDER_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw badRequest("limit must be a positive whole number.");
  return prisma.order.findMany({
    where,
    include: orderSummaryInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}

/** Where a reference points: all digits is an order id, anything else an order number (any case). */
function refWhere(ref: string | number): Prisma.OrderWhereUniqueInput {
  const text = String(ref).trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(`Order ${text} not found.`);
    return { id };
  }
  if (text === "") throw badRequest("Give an order id or order number.");
  return { orderNumber: text.toUpperCase() };
}

/** One order with its customer, lines, status history and coupon redemption; ref is an id or order number. */
export async function getOrder(prisma: Db, ref: string | number): Promise<OrderDetailRow> {
  const order = await prisma.order.findUnique({ where: refWhere(ref), include: orderDetailInclude });
  if (!order) throw notFound(`Order ${String(ref).trim()} not found.`);
  return order;
}

function refuseMove(order: { orderNumber: string; status: OrderStatus }, to: OrderStatus): never {
  if (order.status === to) throw conflict(`Order ${order.orderNumber} is already ${to}.`);
  const allowed = ORDER_TRANSITIONS[order.status];
  const next =
    allowed.length === 0 ? "it cannot move any more" : `it can move only to ${allowed.join(" or ")}`;
  throw conflict(`Order ${order.orderNumber} is ${order.status}: ${next}, not to ${to}.`);
}

/**
 * Changes the status only if it is still what was read, so two operators (or an operator and the
 * store) acting at once cannot both move the same order.
 */
async function changeStatus(
  tx: Prisma.TransactionClient,
  order: { id: number; orderNumber: string; status: OrderStatus },
  to: OrderStatus,
  actor: string,
  note: string | undefined,
): Promise<void> {
  const changed = await tx.order.updateMany({
    where: { id: order.id, status: order.status },
    data: { status: to },
  });
  if (changed.count !== 1) {
    throw conflict(
      `Order ${order.orderNumber} was changed by someone else just now; look at it again and retry.`,
    );
  }
  await tx.orderEvent.create({
    data: { orderId: order.id, fromStatus: order.status, toStatus: to, actor, note: note?.trim() || null },
  });
}

/** What sending an invoice needs: the store's mailer and contacts. */
export interface InvoiceMail {
  mailer: Mailer;
  store: StoreInfo;
}

/** The invoice email's fate: sent, or not (the order's move stands either way). */
export type InvoiceEmailResult =
  { number: string; to: string; sent: true } | { number: string; to: string; sent: false; error: string };

export interface OrderMoveResult {
  order: OrderDetailRow;
  from: OrderStatus;
  to: OrderStatus;
  /** The invoice this move issued (a move to confirmed) and its email; null for every other move. */
  invoice?: InvoiceEmailResult | null;
}

export interface CancelResult extends OrderMoveResult {
  /** Units returned to each product's stock (lines whose product was deleted are skipped). */
  restocked: { productId: number; productName: string; quantity: number }[];
  /** The coupon whose use was given back, if the order had one. */
  couponReleased: { couponId: number; code: string | null } | null;
}

const TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * Numbers the order's invoice, at most once per order (the unique order_id): INV-<year of issue in
 * the store's time zone>-<the invoice's id, at least 6 digits>. Null when it already has one.
 */
async function issueInvoice(tx: Prisma.TransactionClient, orderId: number): Promise<IssuedInvoice | null> {
  const rows = await tx.$queryRaw<{ number: string; issued_at: Date }[]>(Prisma.sql`
    INSERT INTO invoices (id, order_id, number, issued_at)
    SELECT n.id, ${orderId}, 'INV-' || to_char(now() AT TIME ZONE ${STORE_TIME_ZONE}, 'YYYY') || '-' ||
           lpad(n.id::text, greatest(6, length(n.id::text)), '0'), now()
    FROM (SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id) n
    ON CONFLICT (order_id) DO NOTHING
    RETURNING number, issued_at`);
  const row = rows[0];
  return row ? { number: row.number, issuedAt: row.issued_at } : null;
}

/**
 * Moves an order to the next status along ORDER_TRANSITIONS and records who did it. Moving to
 * cancelled is a cancellation (stock and coupon use are given back): see cancelOrder. Moving to
 * confirmed (payment received) issues the order's invoice in the same transaction and, once that
 * has committed, emails it through `mail` (docs/decisions/007); without `mail` it waits for
 * sendInvoice. A failed email is reported in the result, never undoes the move.
 */
export async function moveOrder(
  prisma: PrismaClient,
  ref: string | number,
  toStatus: string,
  actor: string,
  note?: string,
  mail?: InvoiceMail,
): Promise<OrderMoveResult> {
  const to = checkStatus(toStatus);
  if (to === "cancelled") return cancelOrder(prisma, ref, actor, note);
  const moved = await prisma.$transaction(async (tx) => {
    const order = await getOrder(tx, ref);
    const from = order.status;
    if (!canMoveOrder(from, to)) refuseMove(order, to);
    await changeStatus(tx, order, to, actor, note);
    const issued = to === "confirmed" ? await issueInvoice(tx, order.id) : null;
    return { order: await getOrder(tx, order.id), from, to, issued };
  }, TRANSACTION);
  const { issued, ...result } = moved;
  if (!issued) return { ...result, invoice: null };
  const invoice: InvoiceEmailResult = mail
    ? await emailInvoice(prisma, result.order, mail)
    : { number: issued.number, to: result.order.user.email, sent: false, error: "no mailer was given" };
  return { ...result, invoice };
}

/**
 * Emails an order's invoice unless it was already emailed: the send is claimed first with a
 * conditional update (emailed_at IS NULL), so retries and concurrent callers send it once. A failed
 * send gives the claim back, so it can be sent again.
 */
async function emailInvoice(
  prisma: PrismaClient,
  order: OrderDetailRow,
  mail: InvoiceMail,
): Promise<InvoiceEmailResult> {
  const invoice = order.invoice;
  if (!invoice)
    throw conflict(`Order ${order.orderNumber} has no invoice: it is issued when the order is confirmed.`);
  const to = order.user.email;
  const claimedAt = new Date();
  const claimed = await prisma.invoice.updateMany({
    where: { id: invoice.id, emailedAt: null },
    data: { emailedAt: claimedAt },
  });
  if (claimed.count !== 1) {
    const sent = await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    throw conflict(
      `Invoice ${invoice.number} of order ${order.orderNumber} was already emailed` +
        (sent.emailedAt ? ` (${sent.emailedAt.toISOString()}).` : "."),
    );
  }
  try {
    await mail.mailer.send(
      invoiceEmail(order, invoice, { email: to, firstName: order.user.firstName }, mail.store),
    );
    return { number: invoice.number, to, sent: true };
  } catch (error) {
    await prisma.invoice.updateMany({
      where: { id: invoice.id, emailedAt: claimedAt },
      data: { emailedAt: null },
    });
    return { number: invoice.number, to, sent: false, error: (error as Error).message };
  }
}

/**
 * Emails a confirmed order's invoice that has not been emailed yet (its email failed, or the move
 * was made without a mailer). Refuses (CONFLICT) an order without an invoice or one already emailed.
 */
export async function sendInvoice(
  prisma: PrismaClient,
  ref: string | number,
  mail: InvoiceMail,
): Promise<InvoiceEmailResult> {
  return emailInvoice(prisma, await getOrder(prisma, ref), mail);
}

/**
 * Cancels an order where the transitions allow it, in one transaction: every line's quantity goes
 * back to its product's stock, and a coupon use is given back (redemption deleted, count lowered).
 */
export async function cancelOrder(
  prisma: PrismaClient,
  ref: string | number,
  actor: string,
  note?: string,
): Promise<CancelResult> {
  return prisma.$transaction(async (tx) => {
    const order = await getOrder(tx, ref);
    const from = order.status;
    if (!canMoveOrder(from, "cancelled")) refuseMove(order, "cancelled");
    await changeStatus(tx, order, "cancelled", actor, note);

    const byProduct = new Map<number, { productId: number; productName: string; quantity: number }>();
    for (const line of order.lines) {
      if (line.productId === null) continue;
      const entry = byProduct.get(line.productId);
      if (entry) entry.quantity += line.quantity;
      else
        byProduct.set(line.productId, {
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
        });
    }
    // In product id order, the same order placement takes stock in, so the two never deadlock.
    const restocked = [...byProduct.values()].sort((a, b) => a.productId - b.productId);
    for (const line of restocked) {
      await tx.product.updateMany({
        where: { id: line.productId },
        data: { stock: { increment: line.quantity } },
      });
    }

    let couponReleased: CancelResult["couponReleased"] = null;
    if (order.redemption) {
      await tx.couponRedemption.delete({ where: { id: order.redemption.id } });
      await tx.coupon.updateMany({
        where: { id: order.redemption.couponId, redemptionCount: { gt: 0 } },
        data: { redemptionCount: { decrement: 1 } },
      });
      couponReleased = { couponId: order.redemption.couponId, code: order.couponCode };
    }
    return { order: await getOrder(tx, order.id), from, to: "cancelled", restocked, couponReleased };
  }, TRANSACTION);
}
