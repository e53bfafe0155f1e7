import type { OrderDetails, OrderPage, OrderStatus, PaymentMethod } from "@carcare/contracts";
import { hasDiscount } from "@carcare/contracts/whatsapp";
import { placeName } from "../../../lib/places";
import { m } from "../../../paraglide/messages.js";

/** What the order page offers its customer now, from the API's answer alone. */
export interface OrderPageActions {
  /** The WhatsApp link's button: a WhatsApp order still awaiting its payment. */
  payNow: boolean;
  /** Cancel: while the API says the customer may (pending_payment). */
  cancel: boolean;
  invoice: OrderPage["invoice"];
  creditNote: OrderPage["credit_note"];
}

export function orderPageActions(order: OrderPage): OrderPageActions {
  return {
    payNow: order.payment_method === "whatsapp" && order.status === "pending_payment",
    cancel: order.can_cancel,
    invoice: order.invoice,
    creditNote: order.credit_note,
  };
}

/** One row of the order's totals, as the page lists them. */
export interface OrderTotalLine {
  key: "total" | "delivery" | "discount" | "codFee" | "grandTotal" | "vat";
  label: string;
  /** AED, as the API answers it; a discount is taken off. */
  amount: number;
  negative?: boolean;
}

/**
 * Total, Delivery, the discount naming the coupon (only when there is one), the pay-on-delivery fee
 * (only when not 0), Grand total incl. VAT and its VAT part: the order's kept figures, never recomputed.
 */
export function orderTotalLines(order: OrderDetails): OrderTotalLine[] {
  const lines: OrderTotalLine[] = [
    { key: "total", label: m.orders_page_total(), amount: order.total_price },
    { key: "delivery", label: m.orders_page_delivery(), amount: order.delivery_fee },
  ];
  if (hasDiscount(order.discount, order.coupon)) {
    lines.push({
      key: "discount",
      label: order.coupon
        ? m.orders_page_couponDiscount({
            code: order.coupon.coupon_code,
            percent: order.coupon.discount_percentage,
          })
        : m.orders_page_discount(),
      amount: order.discount,
      negative: true,
    });
  }
  if (order.cod_fee !== 0)
    lines.push({ key: "codFee", label: m.orders_page_codFee(), amount: order.cod_fee });
  lines.push({ key: "grandTotal", label: m.orders_page_grandTotal(), amount: order.grand_total });
  lines.push({ key: "vat", label: m.orders_page_vat({ rate: order.vat_rate_percent }), amount: order.vat });
  return lines;
}

const METHOD_WORDS: Record<PaymentMethod, () => string> = {
  whatsapp: m.orders_page_method_whatsapp,
  pay_on_delivery: m.orders_page_method_pay_on_delivery,
};

export function paymentMethodWords(method: PaymentMethod): string {
  return METHOD_WORDS[method]();
}

/** A step of the order's history: its first entry is the placement. */
const TIMELINE_WORDS: Record<OrderStatus, () => string> = {
  pending_payment: m.orders_page_timeline_pending_payment,
  confirmed: m.orders_page_timeline_confirmed,
  shipped: m.orders_page_timeline_shipped,
  delivered: m.orders_page_timeline_delivered,
  cancelled: m.orders_page_timeline_cancelled,
};

export function timelineWords(status: OrderStatus): string {
  return TIMELINE_WORDS[status]();
}

/** The delivery address as the lines of a label, places in the page's language. */
export function addressLines(address: OrderDetails["address"]): string[] {
  return [
    [address.building_name, address.floor_apartment_no, address.street].filter(Boolean).join(", "),
    [address.area_district, address.landmark ?? ""].filter(Boolean).join(", "),
    [placeName(address.city), placeName(address.state), placeName(address.country), address.zip_code]
      .filter(Boolean)
      .join(", "),
  ].filter(Boolean);
}
