import { type ReviewsResponse } from "@carcare/contracts";
import type { PrismaClient } from "@carcare/db";
import { notFound } from "../../lib/errors.js";
import * as repo from "./repository.js";

const PRODUCT_NOT_FOUND = "Product not found";

export async function getReviews(
  prisma: PrismaClient,
  productId: number,
  page: { page: number; limit: number },
): Promise<ReviewsResponse> {
  const total = await repo.findProductReviewCount(prisma, productId);
  if (total === null) throw notFound(PRODUCT_NOT_FOUND);
  const rows =
    total === 0
      ? []
      : await repo.listReviews(prisma, productId, {
          limit: page.limit,
          offset: (page.page - 1) * page.limit,
        });
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      user: row.user.firstName,
      rating: row.rating,
      comment: row.comment,
      date: row.updatedAt.toISOString(),
    })),
    total,
  };
}

/**
 * One review per customer per product: a second review from the same customer replaces the rating
 * and comment of the first (no duplicate, no error), so the product's average counts each customer once.
 */
export async function addReview(
  prisma: PrismaClient,
  input: { productId: number; userId: number; rating: number; comment: string },
): Promise<{ created: boolean }> {
  const result = await repo.saveReview(prisma, input);
  if (result === "no_product") throw notFound(PRODUCT_NOT_FOUND);
  return { created: result === "created" };
}
