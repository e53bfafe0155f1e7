import { type ReviewSort, type ReviewsResponse } from "@carcare/contracts";
import { type Db, withTransaction } from "../../lib/database.js";
import { notFound } from "../../lib/errors.js";
import * as repo from "./repository.js";

const PRODUCT_NOT_FOUND = "Product not found";

export async function getReviews(
  db: Db,
  productId: number,
  page: { page: number; limit: number; sort?: ReviewSort | undefined },
): Promise<ReviewsResponse> {
  const total = await repo.findProductReviewCount(db, productId);
  if (total === null) throw notFound(PRODUCT_NOT_FOUND);
  const rows =
    total === 0
      ? []
      : await repo.listReviews(db, productId, {
          limit: page.limit,
          offset: (page.page - 1) * page.limit,
          // Verified purchases first unless the caller asked for newest first only.
          verifiedFirst: page.sort !== "newest",
        });
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      user: row.user.firstName,
      rating: row.rating,
      comment: row.comment,
      date: row.updatedAt.toISOString(),
      verified_purchase: row.verifiedPurchase,
    })),
    total,
  };
}

/**
 * One review per customer per product: a second review from the same customer replaces the rating
 * and comment of the first (no duplicate, no error), so the product's average counts each customer once.
 * The product's totals change in the same unit of work, under the product row's lock.
 */
export async function addReview(
  db: Db,
  input: { productId: number; userId: number; rating: number; comment: string },
): Promise<{ created: boolean }> {
  return withTransaction(db, async (tx) => {
    if (!(await repo.lockProduct(tx, input.productId))) throw notFound(PRODUCT_NOT_FOUND);
    const earlier = await repo.findOwnRating(tx, input.productId, input.userId);
    if (earlier !== null) {
      await repo.updateReview(tx, input);
      await repo.addToRatings(tx, input.productId, { count: 0, sum: input.rating - earlier });
      return { created: false };
    }
    await repo.insertReview(tx, input);
    await repo.addToRatings(tx, input.productId, { count: 1, sum: input.rating });
    return { created: true };
  });
}
