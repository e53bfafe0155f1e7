import { formatStoreDateTime } from "@carcare/calendar";
import {
  type AppliedCoupon,
  type Coupon,
  DELIVERY_FEE_FILS,
  filsToAed,
  formatAed,
  INVALID_COUPON_MESSAGE,
  percentOfFils,
} from "@carcare/contracts";
import type { Db, Tx } from "../../lib/database.js";
import { badRequest } from "../../lib/errors.js";
import { getCartSnapshot } from "../cart/service.js";
import * as repo from "./repository.js";

export type { CouponRow } from "./repository.js";

export const COUPON_MESSAGES = {
  applied: "Coupon applied",
  invalid: INVALID_COUPON_MESSAGE,
  inactive: "This coupon is no longer available",
  expired: "This coupon has expired",
  usedUp: "This coupon has been fully redeemed",
  usedByYou: "You have already used this coupon",
  emptyCart: "Your cart is empty: add products before applying a coupon",
} as const;

function toCoupon(row: repo.CouponRow): Coupon {
  return {
    id: row.id,
    name: row.name,
    coupon_code: row.code,
    discount_percentage: row.discountPercentage,
    min_order_price: row.minOrderFils === null ? null : filsToAed(row.minOrderFils),
    valid_until: row.endsAt.toISOString(),
  };
}

/** GET /view_coupons: only the coupons a customer could use now. */
export async function getValidCoupons(db: Db, now = new Date()): Promise<Coupon[]> {
  return (await repo.listValidCoupons(db, now)).map(toCoupon);
}

/**
 * The one set of coupon rules, shared by apply_coupon and checkout: the coupon for `code` and its
 * discount in fils on `subtotalFils`, or a 400 AppError with the one reason it does not apply.
 * Pass the checkout's unit of work so the check reads what the order will commit against.
 */
export async function evaluateCoupon(
  db: Db | Tx,
  input: { code: string; userId: number; subtotalFils: number; now: Date },
): Promise<{ coupon: repo.CouponRow; discountFils: number }> {
  const code = input.code.trim();
  const coupon = code === "" ? null : await repo.findCouponByCode(db, code);
  if (!coupon) throw badRequest(COUPON_MESSAGES.invalid);
  if (!coupon.active) throw badRequest(COUPON_MESSAGES.inactive);
  if (input.now < coupon.startsAt) {
    throw badRequest(`This coupon is not valid yet: it starts on ${formatStoreDateTime(coupon.startsAt)}`);
  }
  if (input.now >= coupon.endsAt) throw badRequest(COUPON_MESSAGES.expired);
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    throw badRequest(COUPON_MESSAGES.usedUp);
  }
  if (coupon.maxPerCustomer !== null) {
    const used = await repo.countRedemptionsBy(db, coupon.id, input.userId);
    if (used >= coupon.maxPerCustomer) throw badRequest(COUPON_MESSAGES.usedByYou);
  }
  if (coupon.minOrderFils !== null && input.subtotalFils < coupon.minOrderFils) {
    throw badRequest(
      `This coupon needs a cart total of at least ${formatAed(coupon.minOrderFils)} (before delivery)`,
    );
  }
  return { coupon, discountFils: percentOfFils(input.subtotalFils, coupon.discountPercentage) };
}

/** Grand total in fils: subtotal + delivery - discount, never below the delivery fee. */
export function grandTotalFils(subtotalFils: number, discountFils: number): number {
  return Math.max(DELIVERY_FEE_FILS, subtotalFils + DELIVERY_FEE_FILS - discountFils);
}

/** POST /apply_coupon: the customer's current cart with the coupon, or the reason it does not apply. */
export async function applyCoupon(
  db: Db,
  input: { code: string; userId: number; now?: Date },
): Promise<AppliedCoupon> {
  const cart = await getCartSnapshot(db, input.userId);
  if (cart.lines.length === 0) throw badRequest(COUPON_MESSAGES.emptyCart);
  const { coupon, discountFils } = await evaluateCoupon(db, {
    code: input.code,
    userId: input.userId,
    subtotalFils: cart.subtotalFils,
    now: input.now ?? new Date(),
  });
  return {
    message: COUPON_MESSAGES.applied,
    coupon: {
      id: coupon.id,
      name: coupon.name,
      coupon_code: coupon.code,
      discount_percentage: coupon.discountPercentage,
    },
    total_price: filsToAed(cart.subtotalFils),
    delivery_fee: filsToAed(DELIVERY_FEE_FILS),
    discount: filsToAed(discountFils),
    grand_total: filsToAed(grandTotalFils(cart.subtotalFils, discountFils)),
  };
}
