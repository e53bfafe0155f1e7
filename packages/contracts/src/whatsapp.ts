// Chat hand-offs to WhatsApp (spec section 7): the link and the prefilled order message, zod-free
// (the `@carcare/contracts/whatsapp` entry) so the web's pages and the API's emails build the same text.
import { aedToFils, formatAed } from "./money.js";

/** A https://wa.me link that opens a chat with `number` (any formatting) and `text` prefilled. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** What the order message needs; an OrderDetails (amounts in AED, as the API answers) fits. */
export interface OrderChatDetails {
  order_id: number;
  items: readonly { name: string; quantity: number; price: number; total: number }[];
  total_price: number;
  delivery_fee: number;
  coupon: { name: string; coupon_code: string; discount_percentage: number } | null;
}

const aed = (amount: number) => formatAed(aedToFils(amount));

/**
 * The order confirmation message (spec section 7): the order id; each line as
 * 'name - quantity nos X AED price = line total'; the total plus delivery; the coupon, if any; then
 * a request to proceed.
 */
export function orderChatMessage(order: OrderChatDetails): string {
  return [
    `Order ID: ${order.order_id}`,
    ...order.items.map(
      (item) => `${item.name} - ${item.quantity} nos X ${aed(item.price)} = ${aed(item.total)}`,
    ),
    `Total: ${aed(order.total_price)} + Delivery ${aed(order.delivery_fee)}`,
    ...(order.coupon
      ? [
          `Coupon: ${order.coupon.name} (${order.coupon.coupon_code}, ${order.coupon.discount_percentage}% off)`,
        ]
      : []),
    "Please proceed with my order.",
  ].join("\n");
}
