// Chat hand-offs to WhatsApp (spec section 7) and the order's text, zod-free (the
// `@carcare/contracts/whatsapp` entry) so the web's confirm page and the operations' emails write an
// order the same way: the same reference, the same lines, the same totals from the same fils.
import type { Language } from "./constants.js";
import { aedToFils, formatAedIn } from "./money.js";
import { m } from "./paraglide/messages.js";

// The link alone is its own module (`@carcare/contracts/whatsapp-link`): every page's chat links need
// it, and a page that imports it from here would ship the order texts in its first load.
export { whatsappLink } from "./whatsapp-link.js";

/** An order's coupon as the API answers it. */
export interface OrderTextCoupon {
  name: string;
  coupon_code: string;
  discount_percentage: number;
}

/** One order line in fils. */
export interface OrderTextLine {
  name: string;
  quantity: number;
  unitFils: number;
  totalFils: number;
}

/**
 * "3 × Brake pads, AED 120.00 each = AED 360.00": an order line as a person writes it, in `language`
 * ("3 × Brake pads، سعر القطعة 120.00 د.إ، المجموع 360.00 د.إ").
 */
export function orderLineText(line: OrderTextLine, language: Language = "en"): string {
  return m.orderLine(
    {
      quantity: line.quantity,
      name: line.name,
      unit: formatAedIn(line.unitFils, language),
      total: formatAedIn(line.totalFils, language),
    },
    { locale: language },
  );
}

/** An order's stored totals in fils (the server's figures; nothing here computes a total). */
export interface OrderTextTotals {
  subtotalFils: number;
  deliveryFeeFils: number;
  discountFils: number;
  grandTotalFils: number;
  coupon: OrderTextCoupon | null;
  /** The pay-on-delivery fee (issue 29): a row of its own when not 0. */
  codFeeFils?: number;
  /**
   * The order's kept VAT (issue 29): with it the grand total says "incl. VAT" and a row under it
   * gives the VAT part at `vatRatePercent`. Never recomputed here.
   */
  vat?: { fils: number; ratePercent: number };
}

/** One row of an order's totals: its label, its amount and whether it is taken off or the sum. */
export interface OrderTotalRow {
  label: string;
  fils: number;
  negative: boolean;
  grand: boolean;
  /** The VAT part of the grand total (a note under it, not an amount added). */
  vat?: boolean;
}

/**
 * Whether an order shows a discount row: a coupon was used (or the server took something off).
 * `discount` in fils or AED alike; no row says "Discount AED 0.00" to a customer without a coupon.
 */
export function hasDiscount(discount: number, coupon: OrderTextCoupon | null): boolean {
  return coupon !== null || discount > 0;
}

/**
 * Total, Delivery, the discount (only with a coupon, naming it), the pay-on-delivery fee (when not
 * 0), Grand total (incl. VAT, with the order's VAT part under it when given): what the customer
 * pays, for every text that writes an order, with labels in `language`. `subtotalLabel` is the
 * language's "Total" (the spec's word) unless given: an invoice passes its "Subtotal".
 */
export function orderTotalRows(
  totals: OrderTextTotals,
  subtotalLabel?: string,
  language: Language = "en",
): OrderTotalRow[] {
  const locale = { locale: language };
  const rows: OrderTotalRow[] = [
    {
      label: subtotalLabel ?? m.totalsTotal({}, locale),
      fils: totals.subtotalFils,
      negative: false,
      grand: false,
    },
    { label: m.totalsDelivery({}, locale), fils: totals.deliveryFeeFils, negative: false, grand: false },
  ];
  if (hasDiscount(totals.discountFils, totals.coupon)) {
    const coupon = totals.coupon;
    const label = coupon
      ? m.totalsDiscountCoupon(
          { name: coupon.name, code: coupon.coupon_code, percent: coupon.discount_percentage },
          locale,
        )
      : m.totalsDiscount({}, locale);
    rows.push({ label, fils: totals.discountFils, negative: true, grand: false });
  }
  if (totals.codFeeFils)
    rows.push({ label: m.totalsCodFee({}, locale), fils: totals.codFeeFils, negative: false, grand: false });
  const vat = totals.vat;
  rows.push({
    label: vat ? m.totalsGrandInclVat({}, locale) : m.totalsGrand({}, locale),
    fils: totals.grandTotalFils,
    negative: false,
    grand: true,
  });
  if (vat)
    rows.push({
      label: m.totalsVatPart({ rate: vat.ratePercent }, locale),
      fils: vat.fils,
      negative: false,
      grand: false,
      vat: true,
    });
  return rows;
}

/** "-AED 64.48" for a row taken off, "AED 385.41" otherwise (in Arabic "-64.48 د.إ", "385.41 د.إ"). */
export function totalRowAmount(row: OrderTotalRow, language: Language = "en"): string {
  return `${row.negative ? "-" : ""}${formatAedIn(row.fils, language)}`;
}

/** "Grand total: AED 385.41" (in Arabic "الإجمالي المستحق: 385.41 د.إ"). */
export function totalRowText(row: OrderTotalRow, language: Language = "en"): string {
  return m.labelled({ label: row.label, value: totalRowAmount(row, language) }, { locale: language });
}

/** What the order message needs: an OrderDetails (amounts in AED, exactly the server's fils / 100) fits. */
export interface OrderChatDetails {
  order_number: string;
  items: readonly { name: string; quantity: number; price: number; total: number }[];
  total_price: number;
  delivery_fee: number;
  discount: number;
  grand_total: number;
  coupon: OrderTextCoupon | null;
  /** Issue 29's figures (an OrderDetails has them): the fee row, and the grand total's VAT part. */
  cod_fee?: number;
  vat?: number;
  vat_rate_percent?: number;
}

/**
 * The order confirmation message (spec section 7): the order's reference (CC-…, the one number the
 * customer sees everywhere); each line; the total and delivery; the coupon's name, code and percent
 * with what it took off; the pay-on-delivery fee; the grand total to pay with its VAT part; then a
 * request to proceed. In the customer's
 * `language` (the page's, or the order's for its emails).
 */
export function orderChatMessage(order: OrderChatDetails, language: Language = "en"): string {
  const totals: OrderTextTotals = {
    subtotalFils: aedToFils(order.total_price),
    deliveryFeeFils: aedToFils(order.delivery_fee),
    discountFils: aedToFils(order.discount),
    grandTotalFils: aedToFils(order.grand_total),
    coupon: order.coupon,
    codFeeFils: order.cod_fee === undefined ? 0 : aedToFils(order.cod_fee),
    vat:
      order.vat === undefined || order.vat_rate_percent === undefined
        ? undefined
        : { fils: aedToFils(order.vat), ratePercent: order.vat_rate_percent },
  };
  const locale = { locale: language };
  return [
    m.chatOrderNumber({ number: order.order_number }, locale),
    ...order.items.map((item) =>
      orderLineText(
        {
          name: item.name,
          quantity: item.quantity,
          unitFils: aedToFils(item.price),
          totalFils: aedToFils(item.total),
        },
        language,
      ),
    ),
    ...orderTotalRows(totals, undefined, language).map((row) => totalRowText(row, language)),
    m.chatProceed({}, locale),
  ].join("\n");
}
