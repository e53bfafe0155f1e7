import { z } from "zod";
import { PathIdParamSchema } from "./catalog.js";
import { endpoint, named, ok, MESSAGE_ANSWER } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

export const WISHLIST_MESSAGES = {
  added: m.cartAdded({}, EN),
  removed: m.cartRemoved({}, EN),
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

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const wishlistEndpoints = {
  addToWishlist: endpoint({
    method: "post",
    path: "/add_to_wishlist/:id/",
    tag: "wishlist",
    summary: "Add a product to the wishlist (idempotent)",
    description: "The path id is the product's. The clients send an empty or {} body.",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Added", MESSAGE_ANSWER) },
    errors: [404],
  }),
  wishlistItems: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/wishlist_items",
    tag: "wishlist",
    summary: "The customer's wishlist",
    description:
      "The logged-in customer's saved products, newest first; each item's id is what remove_wishlist takes.",
    auth: true,
    answers: { 200: ok("Wishlist lines", named("WishlistResponse", WishlistResponseSchema)) },
  }),
  removeWishlist: endpoint({
    method: "delete",
    path: "/remove_wishlist/:id/",
    tag: "wishlist",
    summary: "Remove a wishlist line",
    description: "The path id is the wishlist item's own id (wishlist_items[].id).",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Removed", MESSAGE_ANSWER) },
    errors: [404],
  }),
} as const;
