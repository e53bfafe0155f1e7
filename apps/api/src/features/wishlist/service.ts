import { filsToAed, type WishlistResponse } from "@carcare/contracts";
import type { Db } from "../../lib/database.js";
import { notFound } from "../../lib/errors.js";
import { inLanguage, type Language } from "../../lib/language.js";
import * as repo from "./repository.js";

/** Idempotent: adding a product already on the wishlist answers the same and keeps one item. */
export async function addToWishlist(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await repo.addItem(db, userId, productId))) throw notFound("Product not found");
}

export async function getWishlist(
  db: Db,
  userId: number,
  language: Language = "en",
): Promise<WishlistResponse> {
  const rows = await repo.listItems(db, userId);
  return {
    wishlist_items: rows.map((row) => ({
      id: row.id,
      product_id: row.productId,
      product_name: inLanguage(language, row.product.name, row.product.nameAr),
      product_price: filsToAed(row.product.salePriceFils),
      product_image: row.product.image,
      original_price: filsToAed(row.product.priceFils),
      discount_percentage: row.product.discountPercentage,
    })),
  };
}

/** Removes by the wishlist item's id; another customer's item (or none) is 404. */
export async function removeFromWishlist(db: Db, userId: number, itemId: number): Promise<void> {
  if (!(await repo.removeOwnItem(db, userId, itemId))) throw notFound("Wishlist item not found");
}
