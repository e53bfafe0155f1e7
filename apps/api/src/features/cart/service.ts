import { CART_QUANTITY_MAX, type CartResponse, filsToAed } from "@carcare/contracts";
import type { Db, Tx } from "../../lib/database.js";
import { m } from "@carcare/contracts/messages";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { said } from "../../lib/text.js";
import { inLanguage, type Language } from "../../lib/language.js";
import * as repo from "./repository.js";

export const CART_ITEM_NOT_FOUND = "Cart item not found";

export interface CartLine {
  cartItemId: number;
  productId: number;
  productName: string;
  productNameAr: string | null;
  productImage: string;
  /** What the customer pays per unit now (the product's sale price). */
  unitPriceFils: number;
  /** The product's list price before its own discount. */
  listPriceFils: number;
  /** The product's own discount, whole percent (0: none). */
  discountPercentage: number;
  quantity: number;
  lineTotalFils: number;
  stock: number;
}

export interface CartSnapshot {
  lines: CartLine[];
  /** Sum of the line totals: before delivery and any coupon. */
  subtotalFils: number;
}

/**
 * The customer's cart priced now, in fils. Pass the checkout's unit of work to read it inside it,
 * so the order is priced from exactly what this returns.
 */
export async function getCartSnapshot(db: Db | Tx, userId: number): Promise<CartSnapshot> {
  const rows = await repo.listCartLines(db, userId);
  const lines = rows.map((row) => ({ ...row, lineTotalFils: row.unitPriceFils * row.quantity }));
  return { lines, subtotalFils: lines.reduce((sum, line) => sum + line.lineTotalFils, 0) };
}

export async function displayCart(db: Db, userId: number, language: Language = "en"): Promise<CartResponse> {
  const cart = await getCartSnapshot(db, userId);
  return {
    cart_items: cart.lines.map((line) => ({
      cart_item_id: line.cartItemId,
      product_id: line.productId,
      product_name: inLanguage(language, line.productName, line.productNameAr),
      product_image: line.productImage,
      price: filsToAed(line.unitPriceFils),
      quantity: line.quantity,
      total_price: filsToAed(line.lineTotalFils),
      stock: line.stock,
      original_price: filsToAed(line.listPriceFils),
      discount_percentage: line.discountPercentage,
    })),
    total_price: filsToAed(cart.subtotalFils),
  };
}

// The texts name CART_QUANTITY_MAX (10) in the message catalogue (packages/contracts/messages).
const maxReached = (quantity: number) => said(m.cartMaxReached, { quantity });
const stockLeft = (stock: number) => said(m.stockLeft, { count: stock });

/** Adds one of a product (a new line or one more); never past 10 or the stock, and nothing changes then. */
export async function addToCart(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ cartItemId: number; quantity: number }> {
  // The common case is one prepared statement on the pool; only a refusal reads more, to explain it.
  const line = await repo.addOne(db, { userId, productId, maxQuantity: CART_QUANTITY_MAX });
  if (line) return { cartItemId: line.id, quantity: line.quantity };
  const state = await repo.findAddState(db, userId, productId);
  if (state.stock === null) throw notFound("Product not found");
  if (state.quantity >= CART_QUANTITY_MAX) throw badRequest(maxReached(state.quantity));
  if (state.stock <= 0) throw conflict("Sorry, this product is out of stock");
  throw conflict(said(m.stockLeftInCart, { count: state.stock, quantity: state.quantity }));
}

/** Sets a line's quantity (1 to 10, validated by the route) within the stock; another customer's line is 404. */
export async function updateCartLine(
  db: Db,
  input: { userId: number; cartItemId: number; quantity: number },
): Promise<void> {
  if (await repo.setQuantity(db, input)) return;
  const line = await repo.findOwnLine(db, input.userId, input.cartItemId);
  if (!line) throw notFound(CART_ITEM_NOT_FOUND);
  const stock = line.product.stock;
  throw conflict(stock <= 0 ? "Sorry, this product is out of stock" : stockLeft(stock));
}

export async function removeCartLine(db: Db, userId: number, cartItemId: number): Promise<void> {
  if (!(await repo.removeOwnLine(db, userId, cartItemId))) throw notFound(CART_ITEM_NOT_FOUND);
}
