import { API, CART_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { badRequest } from "../../lib/errors.js";
import { route } from "../../lib/route.js";
import * as cart from "./service.js";

/** The cart of the logged-in customer; a line of another customer is always 404. */
export function cartRoutes({ db }: { db: Db }): Router {
  const router = Router();
  /** Adds one of the product (or one more); the clients send an empty or {} body. */
  route(router, API.addToCart, async ({ params, userId }) => {
    const line = await cart.addToCart(db, userId, params.id);
    return { message: CART_MESSAGES.added, cart_item_id: line.cartItemId, quantity: line.quantity };
  });

  route(router, API.displayCart, ({ userId, language }) => {
    return cart.displayCart(db, userId, language);
  });

  /** JSON {quantity} from the newer client, or a multipart/urlencoded {cart_item_id, quantity} form. */
  route(router, API.updateCart, async ({ params, body, userId }) => {
    if (body.cart_item_id !== undefined && body.cart_item_id !== params.id) {
      throw badRequest("cart_item_id does not match the cart item in the address");
    }
    await cart.updateCartLine(db, { userId, cartItemId: params.id, quantity: body.quantity });
    return { message: CART_MESSAGES.updated };
  });

  route(router, API.removecart, async ({ params, userId }) => {
    await cart.removeCartLine(db, userId, params.id);
    return { message: CART_MESSAGES.removed };
  });

  return router;
}
