import { z } from "zod";

export const WISHLIST_MESSAGES = {
  added: "Successfully added",
  removed: "Item successfully removed",
} as const;

/** A wishlist line: id is the wishlist item's own id (used by remove_wishlist), product_price in AED. */
export const WishlistItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** What the customer pays now (the discounted price), AED. */
  product_price: z.number().nonnegative(),
  product_image: z.string(),
  /** The product's list price before its own discount, AED (equal to product_price without one). */
  original_price: z.number().nonnegative(),
  /** The product's own discount, whole percent; 0 when it has none. */
  discount_percentage: z.number().int().min(0).max(100),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistResponseSchema = z.object({ wishlist_items: z.array(WishlistItemSchema) });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;
