import type { AppliedCoupon, CartResponse } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { withLineQuantity, withoutLine } from "./cart-lines";
import { cartTotals } from "./cart-totals";

const cart: CartResponse = {
  cart_items: [
    {
      cart_item_id: 1,
      product_id: 10,
      product_name: "Wax",
      product_image: "/wax.png",
      price: 33.35,
      quantity: 1,
      total_price: 33.35,
      stock: 5,
      original_price: 33.35,
      discount_percentage: 0,
    },
    {
      cart_item_id: 2,
      product_id: 11,
      product_name: "Cloth",
      product_image: "/cloth.png",
      price: 10,
      quantity: 2,
      total_price: 20,
      stock: 5,
      original_price: 10,
      discount_percentage: 0,
    },
  ],
  total_price: 53.35,
};

const applied: AppliedCoupon = {
  message: "Coupon applied",
  coupon: { id: 1, name: "Welcome Offer", coupon_code: "WELCOME10", discount_percentage: 10 },
  total_price: 53.35,
  delivery_fee: 20,
  discount: 5.34,
  grand_total: 68.01,
};

describe("cartTotals", () => {
  it("when no coupon applies, then the grand total is the server's subtotal plus AED 20 delivery", () => {
    expect(cartTotals(cart, undefined)).toEqual({
      total: 53.35,
      delivery: 20,
      discount: null,
      grandTotal: 73.35,
    });
  });

  it("when the coupon answer matches the cart's total, then the server's discount and grand total show", () => {
    expect(cartTotals(cart, applied)).toEqual({
      total: 53.35,
      delivery: 20,
      discount: 5.34,
      grandTotal: 68.01,
    });
  });

  it("when the coupon answer was for another total, then no discount shows until the server checks again", () => {
    const changed = { ...cart, total_price: 86.7 };
    expect(cartTotals(changed, applied)).toEqual({
      total: 86.7,
      delivery: 20,
      discount: null,
      grandTotal: 106.7,
    });
  });
});

describe("optimistic cart lines", () => {
  it("when a quantity changes, then that line's total is price x quantity in whole fils", () => {
    const next = withLineQuantity(cart, 1, 3);
    expect(next.cart_items[0]).toMatchObject({ quantity: 3, total_price: 100.05 });
    expect(next.cart_items[1]).toBe(cart.cart_items[1]);
    expect(next.total_price).toBe(53.35);
  });

  it("when a line is removed, then only that line goes", () => {
    expect(withoutLine(cart, 2).cart_items.map((line) => line.cart_item_id)).toEqual([1]);
  });
});
