import { aedToFils, type CartResponse, filsToAed } from "@carcare/contracts";

/** A line's total as the server computes it: unit price x quantity, in fils. */
function lineTotal(price: number, quantity: number): number {
  return filsToAed(aedToFils(price) * quantity);
}

/**
 * The cart as it will be once the server takes the new quantity (the optimistic view). The cart's
 * own total stays the server's until it answers.
 */
export function withLineQuantity(cart: CartResponse, cartItemId: number, quantity: number): CartResponse {
  return {
    ...cart,
    cart_items: cart.cart_items.map((line) =>
      line.cart_item_id === cartItemId
        ? { ...line, quantity, total_price: lineTotal(line.price, quantity) }
        : line,
    ),
  };
}

/** The cart without one line (the optimistic view of a removal). */
export function withoutLine(cart: CartResponse, cartItemId: number): CartResponse {
  return { ...cart, cart_items: cart.cart_items.filter((line) => line.cart_item_id !== cartItemId) };
}
