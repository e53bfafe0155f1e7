import {
  type AppliedCoupon,
  aedToFils,
  type CartResponse,
  DELIVERY_FEE_FILS,
  filsToAed,
} from "@carcare/contracts";

export interface CartTotals {
  total: number;
  delivery: number;
  /** The coupon's discount in AED, or null when no coupon applies to this cart. */
  discount: number | null;
  grandTotal: number;
}

/**
 * The summary's figures, all in AED. With a coupon they are the server's apply_coupon answer, but
 * only while that answer was computed for the cart's current total: after a quantity change the old
 * discount is not shown until the server has checked the coupon again. Without one, the grand total
 * is the server's subtotal plus the flat delivery fee (spec section 9).
 */
export function cartTotals(cart: CartResponse, applied: AppliedCoupon | undefined): CartTotals {
  if (applied && aedToFils(applied.total_price) === aedToFils(cart.total_price)) {
    return {
      total: applied.total_price,
      delivery: applied.delivery_fee,
      discount: applied.discount,
      grandTotal: applied.grand_total,
    };
  }
  return {
    total: cart.total_price,
    delivery: filsToAed(DELIVERY_FEE_FILS),
    discount: null,
    grandTotal: filsToAed(aedToFils(cart.total_price) + DELIVERY_FEE_FILS),
  };
}
