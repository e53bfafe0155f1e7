import type { Coupon } from "@carcare/contracts";

/**
 * The coupons the cart offers this customer: the ones they can use first, then the ones their cart is
 * still too small for (shown disabled with the spend they need: a bigger cart unlocks them). Coupons
 * they have already used as often as allowed are left out: nothing they can do makes them usable, and
 * a row of dead offers only hides the live ones. A visitor's list has no usability: all are offered.
 */
export function couponsOnOffer(coupons: readonly Coupon[]): Coupon[] {
  const offered = coupons.filter((coupon) => coupon.unusable_reason !== "used_by_you");
  return [
    ...offered.filter((coupon) => coupon.usable !== false),
    ...offered.filter((coupon) => coupon.usable === false),
  ];
}
