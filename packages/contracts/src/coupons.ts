import { z } from "zod";
import { safeString } from "./common.js";
import { endpoint, named, ok } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

export const INVALID_COUPON_MESSAGE = m.couponInvalid({}, EN);
const COUPON_REQUIRED_MESSAGE = m.couponRequired({}, EN);

/** A coupon as the cart's carousel shows it. */
export const CouponSchema = z.object({
  id: z.number().int(),
  /** The coupon's name in the request's language (issue 27): Arabic when asked for and there is some. */
  name: z.string(),
  coupon_code: z.string(),
  discount_percentage: z.number().int().min(0).max(100),
  /** The smallest cart subtotal (AED) the coupon applies to; null when there is none. */
  min_order_price: z.number().nonnegative().nullable(),
  /** When the coupon stops being valid (ISO 8601). */
  valid_until: z.string(),
  /**
   * Only for a logged-in customer (absent for visitors): whether this customer could apply it to
   * their cart now. apply_coupon and checkout still decide; this only saves offering a refusal.
   */
  usable: z.boolean().optional(),
  /** Only for a logged-in customer: why `usable` is false, or null when it is true. */
  unusable_reason: z.enum(["used_by_you", "below_min_order"]).nullable().optional(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export type CouponUnusableReason = NonNullable<Coupon["unusable_reason"]>;

/**
 * GET /view_coupons: only coupons valid now. The key is `coupon` (a list), as the clients read it.
 * For a logged-in customer each coupon also says whether they can use it on their cart now.
 */
export const CouponsResponseSchema = z.object({ coupon: z.array(CouponSchema) });
export type CouponsResponse = z.infer<typeof CouponsResponseSchema>;

/** POST /apply_coupon {code}: checks a typed code against the customer's current cart. */
export const ApplyCouponInputSchema = z.object({
  code: safeString(COUPON_REQUIRED_MESSAGE)
    .trim()
    .min(1, COUPON_REQUIRED_MESSAGE)
    .max(64, INVALID_COUPON_MESSAGE),
});
export type ApplyCouponInput = z.input<typeof ApplyCouponInputSchema>;

/** The cart's totals with the coupon, in AED: grand_total = total_price + delivery_fee - discount. */
export const AppliedCouponSchema = z.object({
  message: z.string(),
  coupon: CouponSchema.pick({ id: true, name: true, coupon_code: true, discount_percentage: true }),
  total_price: z.number().nonnegative(),
  delivery_fee: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  grand_total: z.number().nonnegative(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const couponsEndpoints = {
  viewCoupons: endpoint({
    method: "get",
    cacheControl: { customer: "private, no-store" },
    path: "/view_coupons",
    tag: "coupons",
    summary: "Coupons valid now",
    description:
      "The coupons valid now, for the cart's carousel; for a logged-in customer each says whether it can be used and why not. Public.",
    answers: { 200: ok("Coupons, under the key coupon", named("CouponsResponse", CouponsResponseSchema)) },
  }),
  applyCoupon: endpoint({
    method: "post",
    cacheControl: "no-store",
    path: "/apply_coupon",
    tag: "coupons",
    summary: "Check a typed code against the customer's cart",
    description:
      "400 with the one reason the code does not apply (unknown, expired, used up, minimum order...).",
    auth: true,
    body: named("ApplyCouponInput", ApplyCouponInputSchema),
    answers: { 200: ok("The cart's totals with the discount", named("AppliedCoupon", AppliedCouponSchema)) },
  }),
} as const;
