import { z } from "zod";
import { PathIdParamSchema } from "./catalog.js";
import { endpoint, named, ok, MESSAGE_ANSWER } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

/** Spec sections 5 and 9: a cart line holds 1 to 10 of a product. */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 10;

export const CART_MESSAGES = {
  added: m.cartAdded({}, EN),
  updated: m.cartUpdated({}, EN),
  removed: m.cartRemoved({}, EN),
} as const;

export const CART_QUANTITY_MESSAGE = m.cartQuantity({}, EN);

/** A quantity as JSON (3) or as a form string ("3"); 0, 11, -1, 2.5 and "abc" are refused. */
export const CartQuantitySchema = z
  .union([z.number(), z.string()], { error: CART_QUANTITY_MESSAGE })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const quantity = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(quantity) || quantity < CART_QUANTITY_MIN || quantity > CART_QUANTITY_MAX) {
      ctx.addIssue({ code: "custom", message: CART_QUANTITY_MESSAGE });
      return z.NEVER;
    }
    return quantity;
  });

/**
 * PUT /update_cart/{id}/: the newer client sends JSON {quantity}; the older one a multipart form
 * {cart_item_id, quantity} with strings. cart_item_id, when sent, must name the same line as the path.
 */
export const UpdateCartInputSchema = z.object({
  quantity: CartQuantitySchema,
  cart_item_id: z
    .union([z.number(), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return undefined;
      const text = String(value).trim();
      if (!/^\d{1,10}$/.test(text)) {
        ctx.addIssue({ code: "custom", message: m.cartItemIdWhole({}, EN) });
        return z.NEVER;
      }
      return Number(text);
    }),
});
export type UpdateCartInput = z.input<typeof UpdateCartInputSchema>;

/** One line of display_cart: prices in AED at the product's current discounted price. */
export const CartItemSchema = z.object({
  cart_item_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
  /** Unit price the customer pays now. */
  price: z.number().nonnegative(),
  quantity: z.number().int().min(CART_QUANTITY_MIN).max(CART_QUANTITY_MAX),
  /** price x quantity, computed in fils. */
  total_price: z.number().nonnegative(),
  stock: z.number().int(),
  /** The product's list price before its own discount, AED (equal to price without a discount). */
  original_price: z.number().nonnegative(),
  /** The product's own discount, whole percent; 0 when it has none. */
  discount_percentage: z.number().int().min(0).max(100),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET /display_cart: total_price is the subtotal, before delivery and any coupon. */
export const CartResponseSchema = z.object({
  cart_items: z.array(CartItemSchema),
  total_price: z.number().nonnegative(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

export const AddToCartResponseSchema = z.object({
  message: z.string(),
  cart_item_id: z.number().int(),
  quantity: z.number().int(),
});
export type AddToCartResponse = z.infer<typeof AddToCartResponseSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const cartEndpoints = {
  addToCart: endpoint({
    method: "post",
    path: "/add_to_cart/:id/",
    tag: "cart",
    summary: "Add one of a product to the cart (or one more)",
    description: "The path id is the product's. The clients send an empty or {} body.",
    auth: true,
    params: PathIdParamSchema,
    answers: {
      200: ok("The cart line and its quantity", named("AddToCartResponse", AddToCartResponseSchema)),
    },
    errors: [404, 409],
  }),
  displayCart: endpoint({
    method: "get",
    cacheControl: "no-store",
    path: "/display_cart",
    tag: "cart",
    summary: "The customer's cart with its subtotal",
    description:
      "The logged-in customer's cart lines with product, price and quantity, and total_price: the subtotal in AED before the delivery fee and any coupon (place_order's totalPrice).",
    auth: true,
    answers: {
      200: ok(
        "Cart lines and subtotal (before delivery and coupon)",
        named("CartResponse", CartResponseSchema),
      ),
    },
  }),
  updateCart: endpoint({
    method: "put",
    path: "/update_cart/:id/",
    tag: "cart",
    summary: "Set a cart line's quantity (1 to 10)",
    description:
      "The newer client sends JSON {quantity}; the older one a multipart form {cart_item_id, quantity} " +
      "with strings. cart_item_id, when sent, must be the path's line.",
    auth: true,
    params: PathIdParamSchema,
    body: named("UpdateCartInput", UpdateCartInputSchema),
    encodings: ["json", "multipart", "form"],
    answers: { 200: ok("Updated", MESSAGE_ANSWER) },
    errors: [404, 409],
  }),
  removecart: endpoint({
    method: "delete",
    path: "/removecart/:id/",
    tag: "cart",
    summary: "Remove a cart line",
    description:
      "Takes one line (its cart_item_id) out of the logged-in customer's cart. 404 when the line is not in this customer's cart.",
    auth: true,
    params: PathIdParamSchema,
    answers: { 200: ok("Removed", MESSAGE_ANSWER) },
    errors: [404],
  }),
} as const;
