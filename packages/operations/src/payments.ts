// `pnpm ops orders paid <ref>`: a pay-on-delivery order's payment, received at the door (issue 29,
// decision 023). WhatsApp orders are paid when an operator confirms them (moveOrder).
import { conflict } from "./errors.js";
import { getOrder, type OrderDetailRow } from "./orders.js";
import { withTransaction, type Db } from "./repositories/db.js";
import * as followUp from "./repositories/order-follow-up.js";
import { recordStatusEvent } from "./repositories/orders.js";

/** The statuses in which a pay-on-delivery order can have been paid: it has left the store. */
const PAYABLE_ON_DELIVERY = new Set(["shipped", "delivered"]);

/** The history note `orders paid` keeps (with the operator's own note after it). */
export const PAID_ON_DELIVERY_NOTE = "paid on delivery";

export interface PaidResult {
  order: OrderDetailRow;
  paidAt: Date;
}

/**
 * Records a pay-on-delivery order as paid now: only such an order, only once it is shipped or
 * delivered, only once. The order's history keeps a note of it (same status before and after) with
 * who recorded it. Conditional on what was read, so two operators cannot both record it.
 */
export async function markPaidOnDelivery(
  db: Db,
  ref: string | number,
  actor: string,
  note?: string,
): Promise<PaidResult> {
  const order = await getOrder(db, ref);
  const number = order.orderNumber;
  if (order.paymentMethod !== "pay_on_delivery") {
    throw conflict(
      `Order ${number} is paid by WhatsApp link, not on delivery: its payment is recorded when it is confirmed.`,
    );
  }
  if (order.paidAt) {
    throw conflict(`Order ${number} was already marked paid (${order.paidAt.toISOString()}).`);
  }
  if (!PAYABLE_ON_DELIVERY.has(order.status)) {
    throw conflict(
      `Order ${number} is ${order.status}: a pay-on-delivery order is marked paid once it is shipped or delivered.`,
    );
  }
  const extra = note?.trim();
  const paidAt = await withTransaction(db, async (tx) => {
    const paid = await followUp.recordPaid(tx, order.id, order.status, "pay_on_delivery");
    if (!paid) {
      throw conflict(`Order ${number} was changed by someone else just now; look at it again and retry.`);
    }
    await recordStatusEvent(tx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      actor,
      note: extra ? `${PAID_ON_DELIVERY_NOTE}: ${extra}` : PAID_ON_DELIVERY_NOTE,
    });
    return paid;
  });
  return { order: await getOrder(db, order.id), paidAt };
}
