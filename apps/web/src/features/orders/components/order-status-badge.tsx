import type { OrderDetails } from "@carcare/contracts";
import { orderStatusText } from "../utils/order-display";

const STATUS_TONE: Record<OrderDetails["status"], string> = {
  pending_payment: "badge-neutral",
  confirmed: "badge-success",
  shipped: "badge-success",
  delivered: "badge-success",
  cancelled: "badge-danger",
};

/** An order's status in words ("Pending" for a pay-on-delivery order not yet delivered). */
export function OrderStatusBadge({ order }: { order: Pick<OrderDetails, "status" | "payment_method"> }) {
  return (
    <span className={`badge ${STATUS_TONE[order.status]} whitespace-nowrap`}>{orderStatusText(order)}</span>
  );
}
