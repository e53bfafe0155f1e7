import { Prisma, type ProductReview, type User } from "@carcare/db";
import { type Db, execute, prismaOf, queryRows, type Tx } from "../../lib/database.js";

/** The product's review count, or null when there is no such product. */
export async function findProductReviewCount(db: Db, productId: number): Promise<number | null> {
  const row = await prismaOf(db).product.findUnique({
    where: { id: productId },
    select: { ratingCount: true },
  });
  return row?.ratingCount ?? null;
}

/** One listed review with its reviewer's first name (Prisma's generated shape). */
export type ReviewRow = Pick<
  ProductReview,
  "id" | "rating" | "comment" | "updatedAt" | "verifiedPurchase"
> & {
  user: Pick<User, "firstName">;
};

/**
 * A page of a product's reviews with the reviewer's first name: most recently written or changed
 * first, after the verified purchases when `verifiedFirst`.
 */
export const listReviews = (
  db: Db,
  productId: number,
  page: { limit: number; offset: number; verifiedFirst: boolean },
): Promise<ReviewRow[]> =>
  prismaOf(db).productReview.findMany({
    where: { productId },
    select: {
      id: true,
      rating: true,
      comment: true,
      updatedAt: true,
      verifiedPurchase: true,
      user: { select: { firstName: true } },
    },
    orderBy: [
      ...(page.verifiedFirst ? [{ verifiedPurchase: "desc" as const }] : []),
      { updatedAt: "desc" },
      { id: "desc" },
    ],
    take: page.limit,
    skip: page.offset,
  });

/**
 * Locks the product row for the rest of the unit of work, so concurrent reviews of one product
 * queue up behind it (neither loses a count, nor do both create a first review); false when there
 * is no such product.
 */
export async function lockProduct(tx: Tx, productId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    Prisma.sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  return rows.length > 0;
}

/** The customer's earlier rating of the product, or null when they have not reviewed it. */
export async function findOwnRating(
  tx: Tx,
  productId: number,
  userId: number,
): Promise<ProductReview["rating"] | null> {
  const rows = await queryRows<Pick<ProductReview, "rating">>(
    tx,
    Prisma.sql`SELECT rating FROM product_reviews WHERE product_id = ${productId} AND user_id = ${userId}`,
  );
  return rows[0]?.rating ?? null;
}

type ReviewInput = Pick<ProductReview, "productId" | "userId" | "rating" | "comment">;

/**
 * Whether the customer has a confirmed, shipped or delivered order with the product: what makes a
 * review a verified purchase when it is written (packages/operations marks it when an order is
 * confirmed later).
 */
const hasBought = (input: ReviewInput) => Prisma.sql`EXISTS (
  SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id
  WHERE o.user_id = ${input.userId} AND l.product_id = ${input.productId}
    AND o.status IN ('confirmed', 'shipped', 'delivered'))`;

/** Writes the customer's first review of the product. */
export const insertReview = (tx: Tx, input: ReviewInput) =>
  execute(
    tx,
    Prisma.sql`
    INSERT INTO product_reviews (product_id, user_id, rating, comment, verified_purchase, updated_at)
    VALUES (${input.productId}, ${input.userId}, ${input.rating}, ${input.comment}, ${hasBought(input)}, now())`,
  );

/** Replaces the rating and comment of the customer's review of the product; a verified one stays so. */
export const updateReview = (tx: Tx, input: ReviewInput) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE product_reviews SET rating = ${input.rating}, comment = ${input.comment},
      verified_purchase = verified_purchase OR ${hasBought(input)}, updated_at = now()
    WHERE product_id = ${input.productId} AND user_id = ${input.userId}`,
  );

/** Moves the product's review totals (its average reads them) by the given amounts. */
export const addToRatings = (tx: Tx, productId: number, change: { count: number; sum: number }) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE products
    SET rating_count = rating_count + ${change.count}, rating_sum = rating_sum + ${change.sum},
        updated_at = now()
    WHERE id = ${productId}`,
  );
