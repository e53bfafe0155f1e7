import type { Coupon } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { couponsOnOffer } from "./coupon-offers";

const coupon = (id: number, state: Pick<Coupon, "usable" | "unusable_reason"> = {}): Coupon => ({
  id,
  name: `Coupon ${id}`,
  coupon_code: `CODE${id}`,
  discount_percentage: 10,
  min_order_price: null,
  valid_until: "2030-01-01T00:00:00.000Z",
  ...state,
});

describe("couponsOnOffer", () => {
  it("when some cannot be used, then used-up ones go, too-small-cart ones follow the usable ones in the server's order", () => {
    const offers = couponsOnOffer([
      coupon(1, { usable: false, unusable_reason: "below_min_order" }),
      coupon(2, { usable: true, unusable_reason: null }),
      coupon(3, { usable: false, unusable_reason: "used_by_you" }),
      coupon(4, { usable: true, unusable_reason: null }),
      coupon(5, { usable: false, unusable_reason: "below_min_order" }),
    ]);
    expect(offers.map((c) => c.id)).toEqual([2, 4, 1, 5]);
  });

  it("when the list has no usability (a visitor's), then every coupon is offered as it came", () => {
    expect(couponsOnOffer([coupon(7), coupon(3), coupon(5)]).map((c) => c.id)).toEqual([7, 3, 5]);
  });
});
