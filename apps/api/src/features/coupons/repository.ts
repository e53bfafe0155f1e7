import type { Prisma, PrismaClient } from "@carcare/db";

/** The client or an open transaction (checkout evaluates the coupon inside its own transaction). */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface CouponRow {
  id: number;
  code: string;
  name: string;
  discountPercentage: number;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  minOrderFils: number | null;
  redemptionCount: number;
}

const couponFields = {
  id: true,
  code: true,
  name: true,
  discountPercentage: true,
  startsAt: true,
  endsAt: true,
  active: true,
  maxRedemptions: true,
  maxPerCustomer: true,
  minOrderFils: true,
  redemptionCount: true,
} as const;

/** Coupons usable at `now`: active, started, not ended, not used up; ending soonest first. */
export const listValidCoupons = (db: Db, now: Date) =>
  db.$queryRaw<CouponRow[]>`
    SELECT id, code::text AS code, name, discount_percentage AS "discountPercentage",
           starts_at AS "startsAt", ends_at AS "endsAt", active, max_redemptions AS "maxRedemptions",
           max_per_customer AS "maxPerCustomer", min_order_fils AS "minOrderFils",
           redemption_count AS "redemptionCount"
    FROM coupons
    WHERE active AND starts_at <= ${now} AND ends_at > ${now}
      AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
    ORDER BY ends_at, id`;

/** The code column is citext: the lookup ignores case. */
export const findCouponByCode = (db: Db, code: string): Promise<CouponRow | null> =>
  db.coupon.findUnique({ where: { code }, select: couponFields });

export const countRedemptionsBy = (db: Db, couponId: number, userId: number) =>
  db.couponRedemption.count({ where: { couponId, userId } });
