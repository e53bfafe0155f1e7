import { type Coupon, Prisma } from "@carcare/db";
import { type Db, queryRows, type Tx } from "../../lib/database.js";

/** A coupon as the rules read it: the schema's model without its bookkeeping (COUPON_COLUMNS aliases it). */
export type CouponRow = Omit<Coupon, "createdAt">;

const COUPON_COLUMNS = Prisma.sql`
  id, code::text AS code, name, name_ar AS "nameAr", discount_percentage AS "discountPercentage",
  starts_at AS "startsAt", ends_at AS "endsAt", active, max_redemptions AS "maxRedemptions",
  max_per_customer AS "maxPerCustomer", min_order_fils AS "minOrderFils",
  redemption_count AS "redemptionCount"`;

/** Coupons usable at `now`: active, started, not ended, not used up; ending soonest first. */
export const listValidCoupons = (db: Db | Tx, now: Date) =>
  queryRows<CouponRow>(
    db,
    Prisma.sql`
    SELECT ${COUPON_COLUMNS}
    FROM coupons
    WHERE active AND starts_at <= ${now} AND ends_at > ${now}
      AND (max_redemptions IS NULL OR redemption_count < max_redemptions)
    ORDER BY ends_at, id`,
  );

/** The code column is citext: the lookup ignores case. */
export async function findCouponByCode(db: Db | Tx, code: string): Promise<CouponRow | null> {
  const rows = await queryRows<CouponRow>(
    db,
    Prisma.sql`SELECT ${COUPON_COLUMNS} FROM coupons WHERE code = ${code}::citext`,
  );
  return rows[0] ?? null;
}

export async function countRedemptionsBy(db: Db | Tx, couponId: number, userId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    Prisma.sql`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = ${couponId} AND user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

/** How many times `userId` has used each of `couponIds` (coupons they never used are absent). */
export async function countRedemptionsByCoupon(
  db: Db | Tx,
  couponIds: number[],
  userId: number,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ couponId: number; n: number }>(
    db,
    Prisma.sql`
    SELECT coupon_id AS "couponId", count(*)::int AS n
    FROM coupon_redemptions
    WHERE user_id = ${userId} AND coupon_id = ANY(${couponIds}::int[])
    GROUP BY coupon_id`,
  );
  return new Map(rows.map((row) => [row.couponId, row.n]));
}
