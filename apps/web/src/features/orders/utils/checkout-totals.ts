import { aedToFils, filsToAed, type PaymentMethod, type StoreInfo } from "@carcare/contracts";
import { vatPartOf } from "../../../lib/vat";

/** The cart's figures as its summary shows them (the cart feature's cartTotals), AED. */
export interface CartFigures {
  total: number;
  delivery: number;
  /** The coupon's discount, or null when no coupon applies. */
  discount: number | null;
  grandTotal: number;
}

/** The address page's figures before Place Order, all in AED: the cart's, with the payment's fee and the VAT. */
export interface CheckoutTotals extends CartFigures {
  /** Pay on delivery's fee (0 paying by WhatsApp): a line of its own, in the grand total. */
  codFee: number;
  /** The VAT part of grandTotal at vatRatePercent. */
  vat: number;
  vatRatePercent: number;
}

/** Whether pay on delivery may be chosen: the grand total with its fee is within the store's limit. */
export function payOnDeliveryAvailable(totals: CartFigures, info: StoreInfo): boolean {
  const { max_total: max, fee } = info.pay_on_delivery;
  return aedToFils(totals.grandTotal) + aedToFils(fee) <= aedToFils(max);
}

/**
 * The cart's totals for a payment method: paying on delivery adds store_info's fee to the grand
 * total (as the server will, decision 023); the VAT part is of that grand total, at the store's rate.
 */
export function checkoutTotals(totals: CartFigures, method: PaymentMethod, info: StoreInfo): CheckoutTotals {
  const codFee = method === "pay_on_delivery" ? info.pay_on_delivery.fee : 0;
  const grandTotal = filsToAed(aedToFils(totals.grandTotal) + aedToFils(codFee));
  return {
    ...totals,
    codFee,
    grandTotal,
    vat: vatPartOf(grandTotal, info.vat_rate_percent),
    vatRatePercent: info.vat_rate_percent,
  };
}
