// The operator side of orders (`pnpm ops orders …`): list, show, move along ORDER_TRANSITIONS, cancel,
// and the invoice a confirmation issues. The rules live here so the CLI and the API share them.
import { addDaysToDay, parseCalendarDay, startOfStoreDay } from "@carcare/calendar";
import { canMoveOrder, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "@carcare/contracts";
import { findCustomer } from "./customers.js";
import { sellerIdentity } from "./documents/seller.js";
import { taxInvoicePdf } from "./documents/tax-documents.js";
import { invoiceEmail, orderLanguage } from "./emails/order-emails.js";
import { DEFAULT_SITE_URL, orderPageUrl } from "./emails/order-page-link.js";
import { badRequest, conflict, notFound } from "./errors.js";
import type { InvoiceMail } from "./mail.js";
import { type Db, type Tx, withTransaction } from "./repositories/db.js";
import * as followUp from "./repositories/order-follow-up.js";
import * as repo from "./repositories/orders.js";
import type { OrderDetailRow, OrderQuery, OrderSummaryRow } from "./repositories/orders.js";
import {
  emailOwnChange,
  emailStatusChange,
  isStatusEmailed,
  type StatusEmailResult,
} from "./status-emails.js";

export type { OrderDetailRow, OrderSummaryRow } from "./repositories/orders.js";

export const DEFAULT_ORDER_LIST_LIMIT = 100;

/** An order in one of these makes its customer's reviews of its products verified purchases. */
const VERIFYING_STATUSES: ReadonlySet<OrderStatus> = new Set(["confirmed", "shipped", "delivered"]);

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

function checkDay(day: string, option: string): string {
  if (!parseCalendarDay(day)) throw badRequest(`${option} must be a date as YYYY-MM-DD, got "${day}".`);
  return day;
}

/** Orders newest first, filtered by status, Abu Dhabi date range and customer. */
export async function listOrders(db: Db, filter: ListOrdersFilter = {}): Promise<OrderSummaryRow[]> {
  const query: OrderQuery = {};
  if (filter.status) query.status = checkStatus(filter.status);
  if (filter.from) query.placedFrom = startOfStoreDay(checkDay(filter.from, "from"));
  if (filter.to) query.placedBefore = startOfStoreDay(addDaysToDay(checkDay(filter.to, "to"), 1));
  if (query.placedFrom && query.placedBefore && query.placedFrom >= query.placedBefore) {
    throw badRequest("from must be on or before to.");
  }
  if (filter.customer) query.userId = (await findCustomer(db, filter.customer)).id;
  const limit = filter.limit ?? DEFAULT_ORDER_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw badRequest("limit must be a positive whole number.");
  return repo.findOrders(db, query, limit);
}

/** Where a reference points: all digits is an order id, anything else an order number (any case). */
function refWhere(ref: string | number): { id: number } | { orderNumber: string } {
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
export async function getOrder(db: Db, ref: string | number): Promise<OrderDetailRow> {
  const order = await repo.findOrder(db, refWhere(ref));
  if (!order) throw notFound(`Order ${String(ref).trim()} not found.`);
  return order;
}

/**
 * Where an order in `status` can be moved (ORDER_TRANSITIONS): the only targets offered and accepted.
 * pending_payment is where orders start, never a target.
 */
export function moveTargets(status: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[status];
}

/** Every status some order can be moved to (the targets of any state), in the statuses' order. */
export const MOVE_TARGETS: readonly OrderStatus[] = ORDER_STATUSES.filter((to) =>
  ORDER_STATUSES.some((from) => canMoveOrder(from, to)),
);

/** "it can move only to shipped or cancelled", or "it cannot move any more". */
export function whereNext(status: OrderStatus): string {
  const allowed = moveTargets(status);
  return allowed.length === 0 ? "it cannot move any more" : `it can move only to ${allowed.join(" or ")}`;
}

function refuseMove(order: { orderNumber: string; status: OrderStatus }, to: OrderStatus): never {
  if (order.status === to) throw conflict(`Order ${order.orderNumber} is already ${to}.`);
  throw conflict(`Order ${order.orderNumber} is ${order.status}: ${whereNext(order.status)}, not to ${to}.`);
}

/** Moves the order from the status that was read, or refuses if someone else moved it first. */
async function changeStatus(
  tx: Tx,
  order: { id: number; orderNumber: string; status: OrderStatus },
  to: OrderStatus,
  actor: string,
  note: string | undefined,
): Promise<void> {
  if (!(await repo.changeStatusIfStill(tx, order.id, order.status, to))) {
    throw conflict(
      `Order ${order.orderNumber} was changed by someone else just now; look at it again and retry.`,
    );
  }
  await repo.recordStatusEvent(tx, {
    orderId: order.id,
    from: order.status,
    to,
    actor,
    note: note?.trim() || null,
  });
}

/**
 * The invoice email's fate: sent, or not (the order's move stands either way). Not sent but `kept`
 * in the outbox (stored: mail is not sent at all; pending: the store retries it) keeps the claim,
 * so it is never sent a second time by hand; not sent and not kept can be sent again.
 */
export type InvoiceEmailResult =
  | { number: string; to: string; sent: true }
  | { number: string; to: string; sent: false; error: string; kept?: "stored" | "pending" };

export interface OrderMoveResult {
  order: OrderDetailRow;
  from: OrderStatus;
  to: OrderStatus;
  /** The invoice this move issued (a move to confirmed) and its email; null for every other move. */
  invoice?: InvoiceEmailResult | null;
  /**
   * The customer's email about this move (to shipped, delivered or cancelled, when a mailer was
   * given); null when none was due or no mailer was given.
   */
  statusEmail?: StatusEmailResult | null;
}

export interface CancelResult extends OrderMoveResult {
  /** Units returned to each product's stock (lines whose product was deleted are skipped). */
  restocked: { productId: number; productName: string; quantity: number }[];
  /** The coupon whose use was given back, if the order had one. */
  couponReleased: { couponId: number; code: string | null } | null;
  /**
   * The tax credit note this cancellation issued, reversing the order's invoice in full (an order
   * that was confirmed has one: decision 023); null for an order that had no invoice.
   */
  creditNote: repo.IssuedInvoice | null;
}

/**
 * In production no tax invoice is issued without the seller's TRN (decision 023): a confirm is
 * refused before anything changes, naming the setting to fix.
 */
function refuseInvoiceWithoutTrn(mail: InvoiceMail | undefined): void {
  if (mail?.production && !mail.seller?.trn) {
    throw conflict(
      "Orders cannot be confirmed: the store has no Tax Registration Number, and a tax invoice needs one. " +
        "Set STORE_TRN to the store's 15-digit TRN and try again.",
    );
  }
}

/**
 * Moves an order to the next status along ORDER_TRANSITIONS and records who did it. Moving to
 * cancelled is a cancellation (stock and coupon use are given back): see cancelOrder. Moving to
 * confirmed (payment received) issues the order's invoice in the same transaction and, once that
 * has committed, emails it through `mail` (docs/decisions/007); without `mail` it waits for
 * sendInvoice. A failed email is reported in the result, never undoes the move.
 */
export async function moveOrder(
  db: Db,
  ref: string | number,
  toStatus: string,
  actor: string,
  note?: string,
  mail?: InvoiceMail,
): Promise<OrderMoveResult> {
  const to = checkStatus(toStatus);
  if (to === "cancelled") return cancelOrder(db, ref, actor, note, mail);
  if (to === "confirmed") refuseInvoiceWithoutTrn(mail);
  // Read before the unit of work: the move itself is conditional on the status read (changeStatus).
  const order = await getOrder(db, ref);
  const from = order.status;
  if (!canMoveOrder(from, to)) refuseMove(order, to);
  const issued = await withTransaction(db, async (tx) => {
    await changeStatus(tx, order, to, actor, note);
    // The customer's reviews of what they have now paid for become verified purchases (also on
    // later moves, for an order that reached confirmed some other way).
    if (VERIFYING_STATUSES.has(to)) await repo.markReviewsVerified(tx, order.id);
    // A WhatsApp order is confirmed once its payment has come in (decision 023); a pay-on-delivery
    // order is paid at the door (markPaidOnDelivery).
    if (to === "confirmed") await followUp.recordPaid(tx, order.id, "confirmed", "whatsapp");
    return to === "confirmed" ? repo.issueInvoice(tx, order.id) : null;
  });
  const moved = await getOrder(db, order.id);
  const statusEmail = mail && isStatusEmailed(to) ? await emailOwnChange(db, moved, mail) : null;
  const result = { order: moved, from, to, statusEmail };
  if (!issued) return { ...result, invoice: null };
  const invoice: InvoiceEmailResult = mail
    ? await emailInvoice(db, result.order, mail)
    : { number: issued.number, to: result.order.user.email, sent: false, error: "no mailer was given" };
  return { ...result, invoice };
}

/**
 * Emails an order's invoice unless it was already emailed: the send is claimed first with a
 * conditional update (emailed_at IS NULL), so retries and concurrent callers send it once. A failed
 * send gives the claim back, so it can be sent again.
 */
async function emailInvoice(db: Db, order: OrderDetailRow, mail: InvoiceMail): Promise<InvoiceEmailResult> {
  const invoice = order.invoice;
  if (!invoice)
    throw conflict(`Order ${order.orderNumber} has no invoice: it is issued when the order is confirmed.`);
  const to = order.user.email;
  const claimedAt = new Date();
  if (!(await repo.claimInvoiceEmail(db, invoice.id, claimedAt))) {
    const emailedAt = await repo.invoiceEmailedAt(db, invoice.id);
    throw conflict(
      `Invoice ${invoice.number} of order ${order.orderNumber} was already emailed or kept in the outbox` +
        (emailedAt ? ` (${emailedAt.toISOString()})` : "") +
        "; see pnpm ops emails --all.",
    );
  }
  try {
    // The tax invoice goes as a PDF attachment (decision 023); a failure to make it is a failed send.
    const seller = mail.seller ?? sellerIdentity({});
    const pdf = await taxInvoicePdf(order, seller);
    const email = invoiceEmail(
      order,
      invoice,
      { email: to, firstName: order.user.firstName },
      mail.store,
      orderPageUrl(mail.siteUrl ?? DEFAULT_SITE_URL, order.orderNumber, orderLanguage(order)),
      seller,
    );
    const delivery = await mail.mailer.send({
      ...email,
      attachments: [{ filename: pdf.filename, content: pdf.content, contentType: pdf.contentType }],
    });
    if (delivery.status === "sent") return { number: invoice.number, to, sent: true };
    return { number: invoice.number, to, sent: false, error: delivery.reason, kept: delivery.status };
  } catch (error) {
    await repo.releaseInvoiceEmail(db, invoice.id, claimedAt);
    return { number: invoice.number, to, sent: false, error: (error as Error).message };
  }
}

/**
 * Emails a confirmed order's invoice that has not been emailed yet (its email failed, or the move
 * was made without a mailer). Refuses (CONFLICT) an order without an invoice or one already emailed.
 */
export async function sendInvoice(
  db: Db,
  ref: string | number,
  mail: InvoiceMail,
): Promise<InvoiceEmailResult> {
  return emailInvoice(db, await getOrder(db, ref), mail);
}

/**
 * Emails the customer about the order's current status (shipped, delivered or cancelled) when that
 * change's email was not sent (it failed, or the change was made without a mailer). Refuses
 * (CONFLICT) any other status, or a change already emailed.
 */
export async function sendStatusEmail(
  db: Db,
  ref: string | number,
  mail: InvoiceMail,
): Promise<StatusEmailResult> {
  return emailStatusChange(db, await getOrder(db, ref), mail);
}

export interface CancelOptions {
  /** Cancel only an order in this status (the customer's own cancel: pending_payment); else refuse. */
  onlyFrom?: OrderStatus;
}

/**
 * Cancels an order where the transitions allow it, in one transaction: every line's quantity goes
 * back to its product's stock, and a coupon use is given back (redemption deleted, count lowered).
 * Once that has committed, the customer is emailed about it through `mail` when one is given.
 */
export async function cancelOrder(
  db: Db,
  ref: string | number,
  actor: string,
  note?: string,
  mail?: InvoiceMail,
  options: CancelOptions = {},
): Promise<CancelResult> {
  // Read before the unit of work: the cancellation is conditional on the status read (changeStatus),
  // so a concurrent change makes it refuse before any stock or coupon use is given back.
  const order = await getOrder(db, ref);
  const from = order.status;
  if (!canMoveOrder(from, "cancelled")) refuseMove(order, "cancelled");
  if (options.onlyFrom && from !== options.onlyFrom) {
    throw conflict(
      `Order ${order.orderNumber} is ${from}: only a ${options.onlyFrom} order is cancelled here.`,
    );
  }
  const given = await withTransaction(db, async (tx) => {
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
    for (const line of restocked) await repo.restock(tx, line.productId, line.quantity);

    let couponReleased: CancelResult["couponReleased"] = null;
    if (order.redemption) {
      await repo.releaseCouponUse(tx, order.redemption);
      couponReleased = { couponId: order.redemption.couponId, code: order.couponCode };
    }
    // An invoiced order (it was confirmed) is reversed by a credit note, in this same transaction.
    const creditNote = order.invoice ? await repo.issueCreditNote(tx, order.id, order.invoice.id) : null;
    return { restocked, couponReleased, creditNote };
  });
  const cancelled = await getOrder(db, order.id);
  const statusEmail = mail ? await emailOwnChange(db, cancelled, mail) : null;
  return { order: cancelled, from, to: "cancelled", ...given, statusEmail };
}
