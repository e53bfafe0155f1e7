import type { Prisma, PrismaClient } from "@carcare/db";

type Db = PrismaClient | Prisma.TransactionClient;

/** The product's review count, or null when there is no such product. */
export async function findProductReviewCount(db: Db, productId: number): Promise<number | null> {
  const row = await db.product.findUnique({ where: { id: productId }, select: { ratingCount: true } });
  return row?.ratingCount ?? null;
}

/** A page of a product's reviews, most recently written or changed first, with the reviewer's first name. */
export const listReviews = (db: Db, productId: number, page: { limit: number; offset: number }) =>
  db.productReview.findMany({
    where: { productId },
    select: {
      id: true,
      rating: true,
      comment: true,
      updatedAt: true,
      user: { select: { firstName: true } },
    },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: page.limit,
    skip: page.offset,
  });

export type SaveReviewResult = "created" | "updated" | "no_product";

/**
 * Writes the customer's one review of a product: creates it, or replaces the rating and comment of
 * the one they wrote before. The product's ratingCount/ratingSum change in the same transaction,
 * under the product row's lock, so concurrent reviews of a product can neither lose an update nor
 * both create a first review.
 */
export async function saveReview(
  prisma: PrismaClient,
  input: { productId: number; userId: number; rating: number; comment: string },
): Promise<SaveReviewResult> {
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM products WHERE id = ${input.productId} FOR UPDATE`;
    if (locked.length === 0) return "no_product";
    const where = { productId_userId: { productId: input.productId, userId: input.userId } };
    const existing = await tx.productReview.findUnique({ where, select: { rating: true } });
    if (existing) {
      await tx.productReview.update({
        where,
        data: { rating: input.rating, comment: input.comment },
        select: { id: true },
      });
      await tx.product.update({
        where: { id: input.productId },
        data: { ratingSum: { increment: input.rating - existing.rating } },
        select: { id: true },
      });
      return "updated";
    }
    await tx.productReview.create({ data: input, select: { id: true } });
    await tx.product.update({
      where: { id: input.productId },
      data: { ratingCount: { increment: 1 }, ratingSum: { increment: input.rating } },
      select: { id: true },
    });
    return "created";
  });
}
