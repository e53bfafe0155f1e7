import { formatStoreDateTime, storeDateFormat } from "@carcare/calendar";
import {
  type AppliedCoupon,
  type Coupon,
  type CouponUnusableReason,
  DELIVERY_FEE_FILS,
  filsToAed,
  formatAedIn,
  INVALID_COUPON_MESSAGE,
  intlLocaleOf,
  percentOfFils,
} from "@carcare/contracts";
import type { Db, Tx } from "../../lib/database.js";
import { m } from "@carcare/contracts/messages";
import { badRequest } from "../../lib/errors.js";
import { inLanguage, type Language } from "../../lib/language.js";
import { getCartSnapshot } from "../cart/service.js";
import * as repo from "./repository.js";

export type { CouponRow } from "./repository.js";

let arabicDateTime: Intl.DateTimeFormat | undefined;
/** "1 Jul 2025, 12:30 AM" in English (as before); the same instant for ar-AE in Arabic (UAE time both). */
function storeDateTimeIn(instant: Date, language: Language): string {
  if (language === "en") return formatStoreDateTime(instant);
  arabicDateTime ??= storeDateFormat({ dateStyle: "medium", timeStyle: "short" }, intlLocaleOf(language));
  return arabicDateTime.format(instant);
}

export const COUPON_MESSAGES = {
  applied: "Coupon applied",
  invalid: INVALID_COUPON_MESSAGE,
  inactive: "This coupon is no longer available",
  expired: "This coupon has expired",
  usedUp: "This coupon has been fully redeemed",
  usedByYou: "You have already used this coupon",
  emptyCart: "Your cart is empty: add products before applying a coupon",
} as const;

/** A coupon as the carousel shows it, its name in the answer's language (Arabic when there is some). */
function toCoupon(row: repo.CouponRow, language: Language): Coupon {
  return {
    id: row.id,
    name: inLanguage(language, row.name, row.nameAr),
    coupon_code: row.code,
    discount_percentage: row.discountPercentage,
    min_order_price: row.minOrderFils === null ? null : filsToAed(row.minOrderFils),
    valid_until: row.endsAt.toISOString(),
  };
}

/**
 * The rules that depend on who asks and on their cart, after the coupon's own (active, dates, count):
 * the customer's own uses, then the cart's subtotal against the minimum. Shared by the list and by
 * evaluateCoupon, so the carousel offers exactly what apply_coupon accepts.
 */
export function customerCouponProblem(
  coupon: Pick<repo.CouponRow, "maxPerCustomer" | "minOrderFils">,
  facts: { usedByCustomer: number; subtotalFils: number },
): CouponUnusableReason | null {
  if (coupon.maxPerCustomer !== null && facts.usedByCustomer >= coupon.maxPerCustomer) return "used_by_you";
  if (coupon.minOrderFils !== null && facts.subtotalFils < coupon.minOrderFils) return "below_min_order";
  return null;
}

/**
 * GET /view_coupons: the coupons valid now. For a logged-in customer each also says whether they can
 * use it on their current cart (`usable`, `unusable_reason`); visitors get the list as it always was.
 * Names are in `language` (issue 27): Arabic when asked for and the coupon has one, else English.
 */
export async function getValidCoupons(
  db: Db,
  userId: number | null = null,
  now = new Date(),
  language: Language = "en",
): Promise<Coupon[]> {
  const rows = await repo.listValidCoupons(db, now);
  if (userId === null || rows.length === 0) return rows.map((row) => toCoupon(row, language));
  const [uses, cart] = await Promise.all([
    repo.countRedemptionsByCoupon(
      db,
      rows.map((row) => row.id),
      userId,
    ),
    getCartSnapshot(db, userId),
  ]);
  return rows.map((row) => {
    const problem = customerCouponProblem(row, {
      usedByCustomer: uses.get(row.id) ?? 0,
      subtotalFils: cart.subtotalFils,
    });
    return { ...toCoupon(row, language), usable: problem === null, unusable_reason: problem };
  });
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
    const startsAt = coupon.startsAt;
    throw badRequest((language) =>
      m.couponNotYet({ date: storeDateTimeIn(startsAt, language) }, { locale: language }),
    );
  }
  if (input.now >= coupon.endsAt) throw badRequest(COUPON_MESSAGES.expired);
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    throw badRequest(COUPON_MESSAGES.usedUp);
  }
  const usedByCustomer =
    coupon.maxPerCustomer === null ? 0 : await repo.countRedemptionsBy(db, coupon.id, input.userId);
  const problem = customerCouponProblem(coupon, { usedByCustomer, subtotalFils: input.subtotalFils });
  if (problem === "used_by_you") throw badRequest(COUPON_MESSAGES.usedByYou);
  if (problem === "below_min_order") {
    const minOrderFils = coupon.minOrderFils ?? 0;
    throw badRequest((language) =>
      m.couponMinOrder({ amount: formatAedIn(minOrderFils, language) }, { locale: language }),
    );
  }
  return { coupon, discountFils: percentOfFils(input.subtotalFils, coupon.discountPercentage) };
}

/** Grand total in fils: subtotal + delivery - discount, never below the delivery fee. */
export function grandTotalFils(subtotalFils: number, discountFils: number): number {
  return Math.max(DELIVERY_FEE_FILS, subtotalFils + DELIVERY_FEE_FILS - discountFils);
}

/**
 * POST /apply_coupon: the customer's current cart with the coupon, or the reason it does not apply;
 * the coupon's name in `input.language` (English when not given or when it has no Arabic name).
 */
export async function applyCoupon(
  db: Db,
  input: { code: string; userId: number; now?: Date; language?: Language },
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
      name: inLanguage(input.language ?? "en", coupon.name, coupon.nameAr),
      coupon_code: coupon.code,
      discount_percentage: coupon.discountPercentage,
    },
    total_price: filsToAed(cart.subtotalFils),
    delivery_fee: filsToAed(DELIVERY_FEE_FILS),
    discount: filsToAed(discountFils),
    grand_total: filsToAed(grandTotalFils(cart.subtotalFils, discountFils)),
  };
}
