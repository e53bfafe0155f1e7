import { Prisma, type ProductReview, type ServiceRating, type User } from "@carcare/db";
import { type Db, execute, queryRows, type Tx } from "../../lib/database.js";

/** What a review is about: a product (product_reviews) or a service vendor (service_ratings). */
export type ReviewSubject = "product" | "vendor";

/**
 * Where each subject's reviews and review totals live. The two tables share their shape (subject,
 * customer, rating, comment, one row per customer and subject); a product review also carries the
 * verified-purchase flag and when it was last changed, since a product review can be rewritten.
 */
const TABLES = {
  product: {
    reviews: Prisma.raw("product_reviews"),
    subjectKey: Prisma.raw("product_id"),
    subjects: Prisma.raw("products"),
    /** When the review was written or last changed. */
    writtenAt: Prisma.raw("r.updated_at"),
    verified: Prisma.raw("r.verified_purchase"),
  },
  vendor: {
    reviews: Prisma.raw("service_ratings"),
    subjectKey: Prisma.raw("service_id"),
    subjects: Prisma.raw("services"),
    writtenAt: Prisma.raw("r.created_at"),
    verified: Prisma.raw("false"),
  },
} as const;

/** One listed review with its author's first name. */
export type ReviewRow = Pick<ProductReview | ServiceRating, "id" | "rating" | "comment"> &
  Pick<ProductReview, "verifiedPurchase"> & { writtenAt: Date; author: User["firstName"] };

/**
 * The subject's review count (its stored total) and a page of its reviews with each author's first
 * name, most recently written or changed first (after the verified purchases when `verifiedFirst`),
 * in one round trip; null when there is no such subject. `limit` null lists them all.
 */
export async function findReviews(
  db: Db,
  subject: ReviewSubject,
  subjectId: number,
  page: { limit: number | null; offset: number; verifiedFirst: boolean },
): Promise<{ total: number; rows: ReviewRow[] } | null> {
  const table = TABLES[subject];
  type Joined = { total: number } & { [K in keyof ReviewRow]: ReviewRow[K] | null };
  const rows = await queryRows<Joined>(
    db,
    Prisma.sql`
    SELECT s.rating_count AS total, r.id, r.rating, r.comment, r."writtenAt", r."verifiedPurchase", r.author
    FROM ${table.subjects} s
    LEFT JOIN LATERAL (
      SELECT r.id, r.rating, r.comment, ${table.writtenAt} AS "writtenAt",
        ${table.verified} AS "verifiedPurchase", u.first_name AS author
      FROM ${table.reviews} r JOIN users u ON u.id = r.user_id
      WHERE r.${table.subjectKey} = s.id
      ORDER BY ${page.verifiedFirst ? Prisma.sql`${table.verified} DESC,` : Prisma.empty}
        ${table.writtenAt} DESC, r.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    ) r ON true
    WHERE s.id = ${subjectId}`,
  );
  const first = rows[0];
  if (!first) return null;
  return {
    total: first.total,
    rows: rows.flatMap(({ total: _total, ...row }) => (row.id === null ? [] : [row as ReviewRow])),
  };
}

/**
 * Locks the subject's row for the rest of the unit of work, so concurrent reviews of one subject
 * queue up behind it (neither loses a count, nor do both create a first review); false when there
 * is no such subject.
 */
export async function lockSubject(tx: Tx, subject: ReviewSubject, subjectId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    Prisma.sql`SELECT id FROM ${TABLES[subject].subjects} WHERE id = ${subjectId} FOR UPDATE`,
  );
  return rows.length > 0;
}

/** The customer's earlier rating of the subject, or null when they have not reviewed it. */
export async function findOwnRating(
  tx: Tx,
  subject: ReviewSubject,
  input: { subjectId: number; userId: number },
): Promise<ProductReview["rating"] | null> {
  const table = TABLES[subject];
  const rows = await queryRows<Pick<ProductReview, "rating">>(
    tx,
    Prisma.sql`SELECT rating FROM ${table.reviews}
    WHERE ${table.subjectKey} = ${input.subjectId} AND user_id = ${input.userId}`,
  );
  return rows[0]?.rating ?? null;
}

export interface ReviewInput {
  subjectId: number;
  userId: number;
  rating: number;
  comment: string;
}

/**
 * Whether the customer has a confirmed, shipped or delivered order with the product: what makes a
 * review a verified purchase when it is written (packages/operations marks it when an order is
 * confirmed later).
 */
const hasBought = (input: ReviewInput) => Prisma.sql`EXISTS (
  SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
  WHERE o.user_id = ${input.userId} AND l.product_id = ${input.subjectId}
    AND o.status IN ('confirmed', 'shipped', 'delivered'))`;

/** Writes the customer's first review of the subject (a product's with its verified-purchase flag). */
export const insertReview = (tx: Tx, subject: ReviewSubject, input: ReviewInput) =>
  execute(
    tx,
    subject === "product"
      ? Prisma.sql`
    INSERT INTO product_reviews (product_id, user_id, rating, comment, verified_purchase, updated_at)
    VALUES (${input.subjectId}, ${input.userId}, ${input.rating}, ${input.comment}, ${hasBought(input)}, now())`
      : Prisma.sql`
    INSERT INTO service_ratings (service_id, user_id, rating, comment)
    VALUES (${input.subjectId}, ${input.userId}, ${input.rating}, ${input.comment})`,
  );

/**
 * Replaces the rating and comment of the customer's review of a product; a verified one stays so.
 * (A vendor's rating is never replaced: see the service's REPEAT policy.)
 */
export const replaceProductReview = (tx: Tx, input: ReviewInput) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE product_reviews SET rating = ${input.rating}, comment = ${input.comment},
      verified_purchase = verified_purchase OR ${hasBought(input)}, updated_at = now()
    WHERE product_id = ${input.subjectId} AND user_id = ${input.userId}`,
  );

/** Moves the subject's review totals (its average reads them) by the given amounts. */
export const addToTotals = (
  tx: Tx,
  subject: ReviewSubject,
  subjectId: number,
  change: { count: number; sum: number },
) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE ${TABLES[subject].subjects}
    SET rating_count = rating_count + ${change.count}, rating_sum = rating_sum + ${change.sum}
      ${subject === "product" ? Prisma.sql`, updated_at = now()` : Prisma.empty}
    WHERE id = ${subjectId}`,
  );
