import { Prisma, type Product, SHOPPER_VISIBLE, shopperVisible, type WishlistItem } from "@carcare/db";
import { type Db, prismaOf, queryRows } from "../../lib/database.js";

/**
 * Adds the product once (a second add changes nothing); false when there is no such product or it
 * is hidden from shoppers.
 */
export async function addItem(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await queryRows<{ inserted: number }>(
    db,
    Prisma.sql`
    WITH product AS (SELECT p.id FROM products p WHERE p.id = ${productId} AND ${shopperVisible("p")}),
    added AS (
      INSERT INTO wishlist_items (user_id, product_id)
      SELECT ${userId}, id FROM product
      ON CONFLICT (user_id, product_id) DO NOTHING
    )
    SELECT count(*)::int AS inserted FROM product`,
  );
  return (rows[0]?.inserted ?? 0) > 0;
}

/**
 * One wishlist item with its product's current name, prices (what is paid, the list price and the
 * product's own discount) and image (Prisma's generated shape).
 */
export type WishlistItemRow = Pick<WishlistItem, "id" | "productId"> & {
  product: Pick<Product, "name" | "nameAr" | "salePriceFils" | "priceFils" | "discountPercentage" | "image">;
};

/**
 * The customer's wishlist with each product's current price, newest first. A product hidden from
 * shoppers is left out (a wishlist has no "unavailable" line); its item is kept and shows again
 * when the product is shown again.
 */
export const listItems = (db: Db, userId: number): Promise<WishlistItemRow[]> =>
  prismaOf(db).wishlistItem.findMany({
    where: { userId, product: SHOPPER_VISIBLE },
    select: {
      id: true,
      productId: true,
      product: {
        select: {
          name: true,
          nameAr: true,
          salePriceFils: true,
          priceFils: true,
          discountPercentage: true,
          image: true,
        },
      },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });

/** Deletes the customer's own item; false when there is no such item of theirs. */
export async function removeOwnItem(db: Db, userId: number, itemId: number): Promise<boolean> {
  const deleted = await prismaOf(db).wishlistItem.deleteMany({ where: { id: itemId, userId } });
  return deleted.count === 1;
}
