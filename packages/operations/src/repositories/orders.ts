// Orders, their status history, invoices, stock and coupon uses, as the operator rules change them.
import { STORE_TIME_ZONE } from "@carcare/calendar";
import type { OrderStatus } from "@carcare/contracts";
import { Prisma } from "@carcare/db";
import { customerFields } from "./customers.js";
import { type Db, execute, prismaOf, queryRows, type Tx } from "./db.js";

/** An order with its lines, in the order they were placed: what the order emails read. */
export type OrderWithLines = Prisma.OrderGetPayload<{ include: { lines: true } }>;

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
  creditNote: true,
} as const satisfies Prisma.OrderInclude;

export type OrderSummaryRow = Prisma.OrderGetPayload<{ include: typeof orderSummaryInclude }>;
export type OrderDetailRow = Prisma.OrderGetPayload<{ include: typeof orderDetailInclude }>;

/** Which orders a list wants; every field optional. */
export interface OrderQuery {
  status?: OrderStatus;
  userId?: number;
  /** Placed at or after this instant. */
  placedFrom?: Date;
  /** Placed before this instant. */
  placedBefore?: Date;
}

/** At most `limit` orders, newest first. */
export function findOrders(db: Db, query: OrderQuery, limit: number): Promise<OrderSummaryRow[]> {
  const where: Prisma.OrderWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.userId !== undefined) where.userId = query.userId;
  if (query.placedFrom || query.placedBefore) {
    where.createdAt = {
      ...(query.placedFrom && { gte: query.placedFrom }),
      ...(query.placedBefore && { lt: query.placedBefore }),
    };
  }
  return prismaOf(db).order.findMany({
    where,
    include: orderSummaryInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
}

/** One order by id or by order number (as stored: upper case). */
export const findOrder = (
  db: Db,
  ref: { id: number } | { orderNumber: string },
): Promise<OrderDetailRow | null> =>
  prismaOf(db).order.findUnique({ where: ref, include: orderDetailInclude });

/**
 * Changes the status only if it is still `from`, so two operators (or an operator and the store)
 * acting at once cannot both move the same order. False when someone else moved it first.
 */
export async function changeStatusIfStill(
  tx: Tx,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
): Promise<boolean> {
  const changed = await execute(
    tx,
    Prisma.sql`UPDATE orders SET status = ${to}::"OrderStatus", updated_at = now()
               WHERE id = ${orderId} AND status = ${from}::"OrderStatus"`,
  );
  return changed === 1;
}

export async function recordStatusEvent(
  tx: Tx,
  event: { orderId: number; from: OrderStatus; to: OrderStatus; actor: string; note: string | null },
): Promise<void> {
  await execute(
    tx,
    Prisma.sql`INSERT INTO order_events (order_id, from_status, to_status, actor, note)
               VALUES (${event.orderId}, ${event.from}::"OrderStatus", ${event.to}::"OrderStatus",
                       ${event.actor}, ${event.note})`,
  );
}

/** The invoice as it was issued: its number and the moment it was numbered. */
export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
}

/**
 * Numbers the order's invoice, at most once per order (the unique order_id): INV-<year of issue in
 * the store's time zone>-<the invoice's id, at least 6 digits>. Null when it already has one.
 */
export async function issueInvoice(tx: Tx, orderId: number): Promise<IssuedInvoice | null> {
  const rows = await queryRows<IssuedInvoice>(
    tx,
    Prisma.sql`
    INSERT INTO invoices (id, order_id, number, issued_at)
    SELECT n.id, ${orderId}::int, 'INV-' || to_char(now() AT TIME ZONE ${STORE_TIME_ZONE}, 'YYYY') || '-' ||
           lpad(n.id::text, greatest(6, length(n.id::text)), '0'), now()
    FROM (SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id) n
    ON CONFLICT (order_id) DO NOTHING
    RETURNING number, issued_at AS "issuedAt"`,
  );
  return rows[0] ?? null;
}

/**
 * Numbers the credit note that reverses the order's invoice, at most once per order (the unique
 * order_id): CN-<year of issue in the store's time zone>-<its id, at least 6 digits>, as invoices are
 * numbered. Null when it already has one.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  invoiceId: number,
): Promise<IssuedInvoice | null> {
  const rows = await queryRows<IssuedInvoice>(
    tx,
    Prisma.sql`
    INSERT INTO credit_notes (id, order_id, invoice_id, number, issued_at)
    SELECT n.id, ${orderId}::int, ${invoiceId}::int,
           'CN-' || to_char(now() AT TIME ZONE ${STORE_TIME_ZONE}, 'YYYY') || '-' ||
           lpad(n.id::text, greatest(6, length(n.id::text)), '0'), now()
    FROM (SELECT nextval(pg_get_serial_sequence('credit_notes', 'id'))::int AS id) n
    ON CONFLICT (order_id) DO NOTHING
    RETURNING number, issued_at AS "issuedAt"`,
  );
  return rows[0] ?? null;
}

/** Marks the invoice as emailed at `at` unless it already is; false when someone else claimed it. */
export async function claimInvoiceEmail(db: Db, invoiceId: number, at: Date): Promise<boolean> {
  const claimed = await prismaOf(db).invoice.updateMany({
    where: { id: invoiceId, emailedAt: null },
    data: { emailedAt: at },
  });
  return claimed.count === 1;
}

/** Gives back a claim made at `at` (the send failed), so the invoice can be sent again. */
export async function releaseInvoiceEmail(db: Db, invoiceId: number, at: Date): Promise<void> {
  await prismaOf(db).invoice.updateMany({
    where: { id: invoiceId, emailedAt: at },
    data: { emailedAt: null },
  });
}

/** When the invoice was emailed, if it was. */
export async function invoiceEmailedAt(db: Db, invoiceId: number): Promise<Date | null> {
  const invoice = await prismaOf(db).invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    select: { emailedAt: true },
  });
  return invoice.emailedAt;
}

/**
 * Marks the order customer's reviews of the order's products as verified purchases (a review
 * written before the order was paid for); never unmarks one. How many it marked.
 */
export async function markReviewsVerified(tx: Tx, orderId: number): Promise<number> {
  return execute(
    tx,
    Prisma.sql`
    UPDATE product_reviews r SET verified_purchase = true
    FROM orders o
    WHERE o.id = ${orderId} AND r.user_id = o.user_id AND NOT r.verified_purchase
      AND r.product_id IN (SELECT l.product_id FROM order_lines l WHERE l.order_id = o.id)`,
  );
}

/** Puts units back on a product's shelf; a product deleted since is skipped. */
export async function restock(tx: Tx, productId: number, quantity: number): Promise<void> {
  await execute(
    tx,
    Prisma.sql`UPDATE products SET stock = stock + ${quantity}, updated_at = now() WHERE id = ${productId}`,
  );
}

/** Gives a coupon use back: the redemption goes and the coupon's count drops (never below 0). */
export async function releaseCouponUse(tx: Tx, redemption: { id: number; couponId: number }): Promise<void> {
  await execute(tx, Prisma.sql`DELETE FROM coupon_redemptions WHERE id = ${redemption.id}`);
  await execute(
    tx,
    Prisma.sql`UPDATE coupons SET redemption_count = redemption_count - 1
               WHERE id = ${redemption.couponId} AND redemption_count > 0`,
  );
}
