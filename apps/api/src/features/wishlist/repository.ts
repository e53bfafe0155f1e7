import type { PrismaClient } from "@carcare/db";

/** Adds the product once (a second add changes nothing); false when there is no such product. */
export async function addItem(prisma: PrismaClient, userId: number, productId: number): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ inserted: number }[]>`
    WITH product AS (SELECT id FROM products WHERE id = ${productId}),
    added AS (
      INSERT INTO wishlist_items (user_id, product_id)
      SELECT ${userId}, id FROM product
      ON CONFLICT (user_id, product_id) DO NOTHING
    )
    SELECT count(*)::int AS inserted FROM product`;
  return (rows[0]?.inserted ?? 0) > 0;
}

/** The customer's wishlist with each product's current price, newest first. */
export const listItems = (prisma: PrismaClient, userId: number) =>
  prisma.wishlistItem.findMany({
    where: { userId },
    select: {
      id: true,
      productId: true,
      product: { select: { name: true, salePriceFils: true, image: true } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });

/** Deletes the customer's own item; false when there is no such item of theirs. */
export async function removeOwnItem(prisma: PrismaClient, userId: number, itemId: number): Promise<boolean> {
  const deleted = await prisma.wishlistItem.deleteMany({ where: { id: itemId, userId } });
  return deleted.count === 1;
}
