import type { OrderDetails, OrderStatus } from "@carcare/contracts";
import { storeDateFormat } from "../../../lib/format";
import { currentLanguage, intlLocale } from "../../../lib/language";
import { m } from "../../../paraglide/messages.js";

/** The store's calendar: an order's date is the day in Abu Dhabi, whatever the reader's time zone. */
const ORDER_DATE_OPTIONS = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
} as const;
const orderDates = new Map<string, Intl.DateTimeFormat>();

/** An order's created_at (ISO) as "1 Jul 2025, 12:30 am", in Abu Dhabi time. */
export function formatOrderDate(isoDate: string): string {
  // English keeps the day-month order of the UAE's English ("1 Jul 2025"); Arabic is ar-AE's.
  const locale = currentLanguage() === "ar" ? intlLocale() : "en-GB";
  let format = orderDates.get(locale);
  if (!format) orderDates.set(locale, (format = storeDateFormat(ORDER_DATE_OPTIONS, locale)));
  return format.format(new Date(isoDate));
}

/** A status's readable words, in the page's language. */
const STATUS_WORDS: Record<OrderStatus, () => string> = {
  pending_payment: m.orders_status_pending_payment,
  confirmed: m.orders_status_confirmed,
  shipped: m.orders_status_shipped,
  delivered: m.orders_status_delivered,
  cancelled: m.orders_status_cancelled,
};

export function orderStatusWords(status: OrderStatus): string {
  return STATUS_WORDS[status]();
}

/**
 * An order's status as its customer reads it: a pay-on-delivery order is not awaiting a payment
 * before delivery, so while pending_payment it reads "Pending" (decision 023).
 */
export function orderStatusText(order: Pick<OrderDetails, "status" | "payment_method">): string {
  if (order.status === "pending_payment" && order.payment_method === "pay_on_delivery") {
    return m.orders_status_pending();
  }
  return orderStatusWords(order.status);
}

/** Newest first (the API's order too), the higher id first for orders of the same instant. */
export function sortNewestFirst(orders: readonly OrderDetails[]): OrderDetails[] {
  return [...orders].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.order_id - a.order_id,
  );
}
