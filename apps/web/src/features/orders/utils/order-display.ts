import type { OrderDetails, OrderStatus } from "@carcare/contracts";
import { storeDateFormat } from "../../../lib/format";

/** The store's calendar: an order's date is the day in Abu Dhabi, whatever the reader's time zone. */
const ORDER_DATE = storeDateFormat(
  { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hourCycle: "h12" },
  "en-GB",
);

/** An order's created_at (ISO) as "1 Jul 2025, 12:30 am", in Abu Dhabi time. */
export function formatOrderDate(isoDate: string): string {
  return ORDER_DATE.format(new Date(isoDate));
}

/** The i18n key of a status's readable words (orders.status.*). */
export function orderStatusKey(status: OrderStatus): `orders.status.${OrderStatus}` {
  return `orders.status.${status}`;
}

/** Newest first (the API's order too), the higher id first for orders of the same instant. */
export function sortNewestFirst(orders: readonly OrderDetails[]): OrderDetails[] {
  return [...orders].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.order_id - a.order_id,
  );
}
