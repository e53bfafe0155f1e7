// The emails around an order: "order received" right after Place Order, the invoice once an operator
// confirms payment. Plain text and HTML from the same facts; amounts from the order's fils.
import { storeDateFormat } from "@carcare/calendar";
import {
  filsToAed,
  formatAed,
  type OrderChatDetails,
  orderChatMessage,
  orderLineText,
  type OrderTextCoupon,
  type OrderTotalRow,
  orderTotalRows,
  type BusinessContacts,
  totalRowAmount,
  totalRowText,
  whatsappLink,
} from "@carcare/contracts";
import type { OutgoingEmail } from "../mail.js";
import type { IssuedInvoice, OrderWithLines } from "../repositories/orders.js";
import { STORE_NAME } from "../store-info.js";
import { emailLayout, escapeHtml } from "./layout.js";

/** Who the email goes to: the customer's account email and first name. */
export interface OrderRecipient {
  email: string;
  firstName: string;
}

const dateFormat = storeDateFormat({ day: "numeric", month: "long", year: "numeric" }, "en-GB");
const timeFormat = storeDateFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-GB");

/** "24 November 2026": a day in the store's time zone, whatever the server's. */
export const storeDate = (instant: Date) => dateFormat.format(instant);
/** "24 November 2026, 14:05 (Abu Dhabi time)". */
export const storeDateTime = (instant: Date) =>
  `${dateFormat.format(instant)}, ${timeFormat.format(instant)} (Abu Dhabi time)`;

/** The delivery address as lines: the contact name first, the phone last; empty parts left out. */
export function addressLines(
  order: Pick<OrderWithLines, "address" | "contactName" | "contactPhone">,
): string[] {
  const address = (order.address ?? {}) as Record<string, unknown>;
  const part = (key: string) => {
    const value = address[key];
    return typeof value === "string" ? value.trim() : "";
  };
  const joined = (...keys: string[]) => keys.map(part).filter(Boolean).join(", ");
  return [
    order.contactName,
    joined("building_name", "floor_apartment_no"),
    part("street"),
    part("landmark"),
    joined("area_district", "city"),
    joined("state", "zip_code", "country"),
    `Phone: ${order.contactPhone}`,
  ].filter(Boolean);
}

/** The order's coupon as the API answers it, from what the order keeps (name falls back to the code). */
function orderCoupon(order: OrderWithLines): OrderTextCoupon | null {
  if (!order.couponCode) return null;
  return {
    name: order.couponName ?? order.couponCode,
    coupon_code: order.couponCode,
    discount_percentage: order.couponPercentage ?? 0,
  };
}

/** Total (or Subtotal), Delivery, the discount only with a coupon, Grand total: the same rows as the chat text. */
function totals(order: OrderWithLines, subtotalLabel: string): OrderTotalRow[] {
  return orderTotalRows(
    {
      subtotalFils: order.subtotalFils,
      deliveryFeeFils: order.deliveryFeeFils,
      discountFils: order.discountFils,
      grandTotalFils: order.grandTotalFils,
      coupon: orderCoupon(order),
    },
    subtotalLabel,
  );
}

function linesText(order: OrderWithLines, subtotalLabel: string): string[] {
  return [
    ...order.lines.map(
      (line) =>
        `- ${orderLineText({ name: line.productName, quantity: line.quantity, unitFils: line.unitPriceFils, totalFils: line.lineTotalFils })}`,
    ),
    "",
    ...totals(order, subtotalLabel).map(totalRowText),
  ];
}

const cell = "padding:6px 4px;border-bottom:1px solid #e2e8f0";
const right = `${cell};text-align:right;white-space:nowrap`;

function linesHtml(order: OrderWithLines, subtotalLabel: string): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.productName)}</td><td style="${right}">${line.quantity}</td>` +
        `<td style="${right}">${formatAed(line.unitPriceFils)}</td><td style="${right}">${formatAed(line.lineTotalFils)}</td></tr>`,
    )
    .join("\n");
  const sums = totals(order, subtotalLabel)
    .map((total) => {
      const weight = total.grand ? "font-weight:700;" : "";
      return `<tr><td colspan="3" style="padding:4px;text-align:right;${weight}">${escapeHtml(total.label)}</td><td style="padding:4px;text-align:right;white-space:nowrap;${weight}">${totalRowAmount(total)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin:8px 0 16px">
<tr><th align="left" style="${cell}">Item</th><th style="${right}">Qty</th><th style="${right}">Unit price</th><th style="${right}">Total</th></tr>
${rows}
${sums}
</table>`;
}

/** The order as the WhatsApp order message reads it (the same text the web's confirm page sends). */
const chatDetails = (order: OrderWithLines): OrderChatDetails => ({
  order_number: order.orderNumber,
  items: order.lines.map((line) => ({
    name: line.productName,
    quantity: line.quantity,
    price: filsToAed(line.unitPriceFils),
    total: filsToAed(line.lineTotalFils),
  })),
  total_price: filsToAed(order.subtotalFils),
  delivery_fee: filsToAed(order.deliveryFeeFils),
  discount: filsToAed(order.discountFils),
  grand_total: filsToAed(order.grandTotalFils),
  coupon: orderCoupon(order),
});

const addressHtml = (order: OrderWithLines) => addressLines(order).map(escapeHtml).join("<br>");

/** Right after Place Order: the order, its totals, where it goes, and how to pay (the WhatsApp hand-off). */
export function orderReceivedEmail(
  order: OrderWithLines,
  to: OrderRecipient,
  store: BusinessContacts,
): OutgoingEmail {
  const payLink = whatsappLink(store.whatsapp_number, orderChatMessage(chatDetails(order)));
  const subject = `We received your order ${order.orderNumber}`;
  const text = [
    `Hello ${to.firstName},`,
    "",
    `Thank you for your order. Order ${order.orderNumber} was placed on ${storeDateTime(order.createdAt)}.`,
    "",
    ...linesText(order, "Total"),
    "",
    "Delivery address:",
    ...addressLines(order),
    "",
    `How to pay: your order waits for payment of ${formatAed(order.grandTotalFils)}. Send us your order`,
    `on WhatsApp and we will share the payment details: ${payLink}`,
    `Or call us on ${store.phone}, or write to ${store.email}.`,
    "",
    "Once payment is confirmed we confirm your order and email your invoice.",
  ].join("\n");
  const html = emailLayout(
    "Your order is placed",
    `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>Thank you for your order. Order <strong>${escapeHtml(order.orderNumber)}</strong> was placed on ${escapeHtml(storeDateTime(order.createdAt))}.</p>
${linesHtml(order, "Total")}
<p style="margin:0 0 4px;font-weight:700">Delivery address</p>
<p style="margin:0 0 16px">${addressHtml(order)}</p>
<p style="margin:0 0 4px;font-weight:700">How to pay</p>
<p style="margin:0 0 12px">Your order waits for payment of <strong>${formatAed(order.grandTotalFils)}</strong>. Send us your order on WhatsApp and we will share the payment details.</p>
<p style="margin:0 0 12px"><a href="${escapeHtml(payLink)}" style="display:inline-block;background:#25d366;color:#fff;font-weight:700;padding:10px 16px;border-radius:8px;text-decoration:none">Pay on WhatsApp</a></p>
<p style="color:#475569">Or call us on ${escapeHtml(store.phone)}, or write to ${escapeHtml(store.email)}. Once payment is confirmed we confirm your order and email your invoice.</p>`,
  );
  return { to: to.email, subject, text, html };
}

/** Once an operator confirms payment: the invoice, numbered and dated, with the seller and the buyer. */
export function invoiceEmail(
  order: OrderWithLines,
  invoice: IssuedInvoice,
  to: OrderRecipient,
  store: BusinessContacts,
): OutgoingEmail {
  const subject = `Invoice ${invoice.number} for your order ${order.orderNumber}`;
  const seller = [STORE_NAME, `Phone and WhatsApp: ${store.phone}`, `Email: ${store.email}`];
  const text = [
    `Hello ${to.firstName},`,
    "",
    `Thank you: your payment is confirmed and order ${order.orderNumber} is confirmed. Here is your invoice.`,
    "",
    `Invoice number: ${invoice.number}`,
    `Invoice date: ${storeDate(invoice.issuedAt)}`,
    `Order: ${order.orderNumber}, placed on ${storeDate(order.createdAt)}`,
    "",
    "From:",
    ...seller,
    "",
    "Billed and delivered to:",
    ...addressLines(order),
    `Email: ${to.email}`,
    "",
    ...linesText(order, "Subtotal"),
    "",
    "Status: paid",
  ].join("\n");
  const facts = [
    ["Invoice number", invoice.number],
    ["Invoice date", storeDate(invoice.issuedAt)],
    ["Order", order.orderNumber],
    ["Order date", storeDate(order.createdAt)],
    ["Status", "Paid"],
  ]
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#475569">${escapeHtml(label!)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value!)}</td></tr>`,
    )
    .join("\n");
  const html = emailLayout(
    `Invoice ${invoice.number}`,
    `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>Thank you: your payment is confirmed and order <strong>${escapeHtml(order.orderNumber)}</strong> is confirmed. Here is your invoice.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${facts}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 8px"><tr>
<td valign="top" style="padding-right:12px"><p style="margin:0 0 4px;font-weight:700">From</p><p style="margin:0">${seller.map(escapeHtml).join("<br>")}</p></td>
<td valign="top"><p style="margin:0 0 4px;font-weight:700">Billed and delivered to</p><p style="margin:0">${addressHtml(order)}<br>${escapeHtml(to.email)}</p></td>
</tr></table>
${linesHtml(order, "Subtotal")}`,
    600,
  );
  return { to: to.email, subject, text, html };
}
