// What happens to an order after a status change: the customer's email about the change, claimed on
// its history row (order_events.emailed_at, docs/decisions/023), and the payment received on delivery.
import type { OrderStatus } from "@carcare/contracts";
import { Prisma } from "@carcare/db";
import { type Db, prismaOf, queryRows, type Tx } from "./db.js";

/** Marks the change's email as sent at `at` unless it already is; false when someone else claimed it. */
export async function claimStatusEmail(db: Db, eventId: number, at: Date): Promise<boolean> {
  const claimed = await prismaOf(db).orderEvent.updateMany({
    where: { id: eventId, emailedAt: null },
    data: { emailedAt: at },
  });
  return claimed.count === 1;
}

/** Gives back a claim made at `at` (the send failed), so the email can be sent again. */
export async function releaseStatusEmail(db: Db, eventId: number, at: Date): Promise<void> {
  await prismaOf(db).orderEvent.updateMany({
    where: { id: eventId, emailedAt: at },
    data: { emailedAt: null },
  });
}

/** When the change's email was claimed, if it was. */
export async function statusEmailedAt(db: Db, eventId: number): Promise<Date | null> {
  const event = await prismaOf(db).orderEvent.findUniqueOrThrow({
    where: { id: eventId },
    select: { emailedAt: true },
  });
  return event.emailedAt;
}

/**
 * Records the payment as received now, only while the order is still in `status` and not paid yet
 * (and, for `method`, only an order of that payment method): null when someone else changed it first.
 */
export async function recordPaid(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  method?: "whatsapp" | "pay_on_delivery",
): Promise<Date | null> {
  const rows = await queryRows<{ paidAt: Date }>(
    tx,
    Prisma.sql`UPDATE orders SET paid_at = now(), updated_at = now()
               WHERE id = ${orderId} AND status = ${status}::"OrderStatus" AND paid_at IS NULL
                 AND (${method ?? null}::text IS NULL OR payment_method = ${method ?? null}::"PaymentMethod")
               RETURNING paid_at AS "paidAt"`,
  );
  return rows[0]?.paidAt ?? null;
}
