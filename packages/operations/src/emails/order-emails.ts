// The emails around an order: "order received" right after Place Order, the invoice once an operator
// confirms payment. Plain text and HTML from the same facts; amounts from the order's fils.
import { storeDateFormat } from "@carcare/calendar";
import {
  filsToAed,
  formatAedIn,
  intlLocaleOf,
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
import { type SellerIdentity, sellerIdentity } from "../documents/seller.js";
import { m } from "@carcare/contracts/messages";
import { type EmailLanguage, emailLayout, escapeHtml } from "./layout.js";
import { orderPageLinkHtml, orderPageLinkText } from "./order-page-link.js";

/** Who the email goes to: the customer's account email and first name. */
export interface OrderRecipient {
  email: string;
  firstName: string;
}

/** The language an order's emails are written in: the one the customer placed it in (issue 27). */
export const orderLanguage = (order: Pick<OrderWithLines, "language">): EmailLanguage =>
  order.language === "ar" ? "ar" : "en";

const dateFormats = {
  en: storeDateFormat({ day: "numeric", month: "long", year: "numeric" }, "en-GB"),
  ar: storeDateFormat({ day: "numeric", month: "long", year: "numeric" }, intlLocaleOf("ar")),
};
const timeFormats = {
  en: storeDateFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, "en-GB"),
  ar: storeDateFormat({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, intlLocaleOf("ar")),
};

/** "24 November 2026": a day in the store's time zone, whatever the server's ("24 نوفمبر 2026" in Arabic). */
export const storeDate = (instant: Date, language: EmailLanguage = "en") =>
  dateFormats[language].format(instant);
/** "24 November 2026, 14:05 (Abu Dhabi time)". */
export const storeDateTime = (instant: Date, language: EmailLanguage = "en") =>
  m.emailDateTime(
    { date: dateFormats[language].format(instant), time: timeFormats[language].format(instant) },
    { locale: language },
  );

/** The delivery address as lines: the contact name first, the phone last; empty parts left out. */
export function addressLines(
  order: Pick<OrderWithLines, "address" | "contactName" | "contactPhone">,
  language: EmailLanguage = "en",
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
    m.emailAddressPhone({ phone: order.contactPhone }, { locale: language }),
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

/**
 * Total (or Subtotal), Delivery, the discount only with a coupon, the pay-on-delivery fee when not 0,
 * Grand total incl. VAT and the order's kept VAT part: the same rows as the chat text.
 */
function totals(order: OrderWithLines, subtotalLabel: string, language: EmailLanguage): OrderTotalRow[] {
  return orderTotalRows(
    {
      subtotalFils: order.subtotalFils,
      deliveryFeeFils: order.deliveryFeeFils,
      discountFils: order.discountFils,
      grandTotalFils: order.grandTotalFils,
      coupon: orderCoupon(order),
      codFeeFils: order.codFeeFils,
      vat: { fils: order.vatFils, ratePercent: order.vatRatePercent },
    },
    subtotalLabel,
    language,
  );
}

function linesText(order: OrderWithLines, subtotalLabel: string, language: EmailLanguage): string[] {
  return [
    ...order.lines.map(
      (line) =>
        `- ${orderLineText({ name: line.productName, quantity: line.quantity, unitFils: line.unitPriceFils, totalFils: line.lineTotalFils }, language)}`,
    ),
    "",
    ...totals(order, subtotalLabel, language).map((row) => totalRowText(row, language)),
  ];
}

const cell = "padding:6px 4px;border-bottom:1px solid #e2e8f0";

function linesHtml(order: OrderWithLines, subtotalLabel: string, language: EmailLanguage): string {
  // The figures' side: the right in English, the left in Arabic (the end of a right-to-left line).
  const end = language === "ar" ? "left" : "right";
  const start = language === "ar" ? "right" : "left";
  const figure = `${cell};text-align:${end};white-space:nowrap`;
  const locale = { locale: language };
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.productName)}</td><td style="${figure}">${line.quantity}</td>` +
        `<td style="${figure}">${formatAedIn(line.unitPriceFils, language)}</td><td style="${figure}">${formatAedIn(line.lineTotalFils, language)}</td></tr>`,
    )
    .join("\n");
  const sums = totals(order, subtotalLabel, language)
    .map((total) => {
      const weight = total.grand ? "font-weight:700;" : total.vat ? "color:#475569;" : "";
      return `<tr><td colspan="3" style="padding:4px;text-align:${end};${weight}">${escapeHtml(total.label)}</td><td style="padding:4px;text-align:${end};white-space:nowrap;${weight}">${totalRowAmount(total, language)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px;margin:8px 0 16px">
<tr><th align="${start}" style="${cell}">${escapeHtml(m.emailColumnItem({}, locale))}</th><th style="${figure}">${escapeHtml(m.emailColumnQuantity({}, locale))}</th><th style="${figure}">${escapeHtml(m.emailColumnUnitPrice({}, locale))}</th><th style="${figure}">${escapeHtml(m.emailColumnTotal({}, locale))}</th></tr>
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
  cod_fee: filsToAed(order.codFeeFils),
  vat: filsToAed(order.vatFils),
  vat_rate_percent: order.vatRatePercent,
});

const addressHtml = (order: OrderWithLines, language: EmailLanguage) =>
  addressLines(order, language).map(escapeHtml).join("<br>");

/**
 * Right after Place Order: the order, its totals, where it goes, and how to pay (the WhatsApp
 * hand-off, its message in the same language; or, paid on delivery, cash or card at the door and no
 * link), all in the language the order was placed in.
 */
export function orderReceivedEmail(
  order: OrderWithLines,
  to: OrderRecipient,
  store: BusinessContacts,
  /** The order page's address (orderPageUrl): the email links to it. */
  orderUrl: string,
): OutgoingEmail {
  const language = orderLanguage(order);
  const locale = { locale: language };
  const onDelivery = order.paymentMethod === "pay_on_delivery";
  const payLink = whatsappLink(store.whatsapp_number, orderChatMessage(chatDetails(order), language));
  const total = formatAedIn(order.grandTotalFils, language);
  const placedAt = storeDateTime(order.createdAt, language);
  const subject = m.emailOrderReceivedSubject({ number: order.orderNumber }, locale);
  const contact = m.emailContactUs({ phone: store.phone, email: store.email }, locale);
  const text = [
    m.emailHello({ name: to.firstName }, locale),
    "",
    m.emailOrderThanks({ number: order.orderNumber, date: placedAt }, locale),
    "",
    ...linesText(order, m.totalsTotal({}, locale), language),
    "",
    `${m.emailDeliveryAddress({}, locale)}:`,
    ...addressLines(order, language),
    "",
    onDelivery
      ? m.emailPayOnDeliveryText({ amount: total }, locale)
      : m.emailPayText({ amount: total, link: payLink }, locale),
    contact,
    "",
    onDelivery ? m.emailPayOnDeliveryNext({}, locale) : m.emailAfterPayment({}, locale),
    "",
    orderPageLinkText(orderUrl, language),
  ].join("\n");
  // The order number and the amount in bold: each message is escaped whole, then its value marked up.
  const thanks = escapeHtml(m.emailOrderThanks({ number: "\u0001", date: placedAt }, locale)).replace(
    "\u0001",
    `<strong>${escapeHtml(order.orderNumber)}</strong>`,
  );
  const pay = escapeHtml(
    (onDelivery ? m.emailPayOnDeliveryHtml : m.emailPayHtml)({ amount: "\u0001" }, locale),
  ).replace("\u0001", `<strong>${total}</strong>`);
  const payButton = onDelivery
    ? ""
    : `<p style="margin:0 0 12px"><a href="${escapeHtml(payLink)}" style="display:inline-block;background:#25d366;color:#fff;font-weight:700;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(m.emailPayButton({}, locale))}</a></p>\n`;
  const next = onDelivery ? m.emailPayOnDeliveryNext({}, locale) : m.emailAfterPayment({}, locale);
  const html = emailLayout(
    m.emailOrderPlacedTitle({}, locale),
    `<p>${escapeHtml(m.emailHello({ name: to.firstName }, locale))}</p>
<p>${thanks}</p>
${linesHtml(order, m.totalsTotal({}, locale), language)}
<p style="margin:0 0 4px;font-weight:700">${escapeHtml(m.emailDeliveryAddress({}, locale))}</p>
<p style="margin:0 0 16px">${addressHtml(order, language)}</p>
<p style="margin:0 0 4px;font-weight:700">${escapeHtml(m.emailHowToPay({}, locale))}</p>
<p style="margin:0 0 12px">${pay}</p>
${payButton}<p style="color:#475569">${escapeHtml(contact)} ${escapeHtml(next)}</p>
${orderPageLinkHtml(orderUrl, language)}`,
    520,
    language,
  );
  return { to: to.email, subject, text, html };
}

/**
 * Once an operator confirms payment: the invoice, numbered and dated, with the seller and the buyer,
 * in the language the order was placed in (read from the order, whoever sends it: the API or pnpm ops).
 */
export function invoiceEmail(
  order: OrderWithLines,
  invoice: IssuedInvoice,
  to: OrderRecipient,
  store: BusinessContacts,
  /** The order page's address (orderPageUrl): the email links to it, where the PDF is also kept. */
  orderUrl: string,
  seller: SellerIdentity = sellerIdentity({}),
): OutgoingEmail {
  const language = orderLanguage(order);
  const locale = { locale: language };
  const subject = m.emailInvoiceSubject({ invoice: invoice.number, order: order.orderNumber }, locale);
  // A tax invoice (decision 023): the seller's legal name, address and TRN; the PDF is attached by
  // the caller (emailInvoice), the VAT part is the totals' last row.
  const sellerLines = [
    seller.legalName,
    m.emailSellerPhone({ phone: store.phone }, locale),
    m.emailSellerEmail({ email: store.email }, locale),
    seller.address,
    seller.trn ? m.emailSellerTrn({ trn: seller.trn }, locale) : m.emailSellerTrnMissing({}, locale),
  ];
  const buyerEmail = m.emailSellerEmail({ email: to.email }, locale);
  const subtotal = m.totalsSubtotal({}, locale);
  const labelled = (label: string, value: string) => m.labelled({ label, value }, locale);
  const text = [
    m.emailHello({ name: to.firstName }, locale),
    "",
    m.emailInvoiceThanks({ order: order.orderNumber }, locale),
    m.emailInvoiceAttached({ invoice: invoice.number }, locale),
    "",
    m.emailInvoiceTitle({ invoice: invoice.number }, locale),
    labelled(m.emailInvoiceNumber({}, locale), invoice.number),
    labelled(m.emailInvoiceDate({}, locale), storeDate(invoice.issuedAt, language)),
    m.emailInvoiceOrderPlaced(
      { order: order.orderNumber, date: storeDate(order.createdAt, language) },
      locale,
    ),
    "",
    `${m.emailInvoiceFrom({}, locale)}:`,
    ...sellerLines,
    "",
    `${m.emailInvoiceBilledTo({}, locale)}:`,
    ...addressLines(order, language),
    buyerEmail,
    "",
    ...linesText(order, subtotal, language),
    "",
    // A pay-on-delivery order is confirmed before it is paid (decision 023).
    order.paidAt || order.paymentMethod !== "pay_on_delivery"
      ? m.emailInvoiceStatusLine({}, locale)
      : m.emailInvoiceStatusDueLine({}, locale),
    "",
    orderPageLinkText(orderUrl, language),
  ].join("\n");
  const facts = [
    [m.emailInvoiceNumber({}, locale), invoice.number],
    [m.emailInvoiceDate({}, locale), storeDate(invoice.issuedAt, language)],
    [m.emailInvoiceOrder({}, locale), order.orderNumber],
    [m.emailInvoiceOrderDate({}, locale), storeDate(order.createdAt, language)],
    [
      m.emailInvoiceStatus({}, locale),
      order.paidAt || order.paymentMethod !== "pay_on_delivery"
        ? m.emailInvoicePaid({}, locale)
        : m.emailInvoiceDueOnDelivery({}, locale),
    ],
  ]
    .map(
      ([label, value]) =>
        `<tr><td style="${language === "ar" ? "padding:2px 0 2px 12px" : "padding:2px 12px 2px 0"};color:#475569">${escapeHtml(label!)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(value!)}</td></tr>`,
    )
    .join("\n");
  const thanks = escapeHtml(m.emailInvoiceThanks({ order: "\u0001" }, locale)).replace(
    "\u0001",
    `<strong>${escapeHtml(order.orderNumber)}</strong>`,
  );
  const gap = language === "ar" ? "padding-left:12px" : "padding-right:12px";
  const html = emailLayout(
    m.emailInvoiceTitle({ invoice: invoice.number }, locale),
    `<p>${escapeHtml(m.emailHello({ name: to.firstName }, locale))}</p>
<p>${thanks}</p>
<p>${escapeHtml(m.emailInvoiceAttached({ invoice: invoice.number }, locale))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${facts}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 8px"><tr>
<td valign="top" style="${gap}"><p style="margin:0 0 4px;font-weight:700">${escapeHtml(m.emailInvoiceFrom({}, locale))}</p><p style="margin:0">${sellerLines.map(escapeHtml).join("<br>")}</p></td>
<td valign="top"><p style="margin:0 0 4px;font-weight:700">${escapeHtml(m.emailInvoiceBilledTo({}, locale))}</p><p style="margin:0">${addressHtml(order, language)}<br>${escapeHtml(to.email)}</p></td>
</tr></table>
${linesHtml(order, subtotal, language)}
${orderPageLinkHtml(orderUrl, language)}`,
    600,
    language,
  );
  return { to: to.email, subject, text, html };
}
