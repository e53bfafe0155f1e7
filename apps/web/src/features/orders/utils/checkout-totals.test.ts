import type { StoreInfo } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { checkoutTotals, payOnDeliveryAvailable } from "./checkout-totals";

const info = (fee: number, max = 5000, rate = 5): StoreInfo => ({
  whatsapp_number: "971501234567",
  phone: "+971501234567",
  email: "support@carcare.ae",
  vat_rate_percent: rate,
  pay_on_delivery: { max_total: max, fee },
});

/** 3 x 9.97 + 2 x 199.99 = 429.89 with 15% off (64.48): 385.41 with delivery, as the server answers it. */
const cart = { total: 429.89, delivery: 20, discount: 64.48, grandTotal: 385.41 };

describe("checkoutTotals", () => {
  it("when paying by WhatsApp, then no fee and the grand total and its VAT are the cart's", () => {
    expect(checkoutTotals(cart, "whatsapp", info(7.5))).toEqual({
      ...cart,
      codFee: 0,
      vat: 18.35,
      vatRatePercent: 5,
    });
  });

  it("when paying on delivery with a fee, then the fee is its own figure, in the grand total and in its VAT", () => {
    // 385.41 + 7.50 = 392.91; 39,291 x 5 / 105 = 1,871.0 fils.
    expect(checkoutTotals(cart, "pay_on_delivery", info(7.5))).toEqual({
      ...cart,
      codFee: 7.5,
      grandTotal: 392.91,
      vat: 18.71,
      vatRatePercent: 5,
    });
    // Amounts that are not exact in binary still add up in fils: 0.1 + 0.2.
    expect(checkoutTotals({ ...cart, grandTotal: 0.1 }, "pay_on_delivery", info(0.2)).grandTotal).toBe(0.3);
  });

  it("when the grand total with the fee is above the limit, then pay on delivery is not available; at the limit it is", () => {
    expect(payOnDeliveryAvailable(cart, info(7.5, 392.91))).toBe(true);
    expect(payOnDeliveryAvailable(cart, info(7.5, 392.9))).toBe(false);
    expect(payOnDeliveryAvailable(cart, info(0, 385.41))).toBe(true);
    expect(payOnDeliveryAvailable(cart, info(0, 385.4))).toBe(false);
  });
});
