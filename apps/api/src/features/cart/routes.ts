import { CART_MESSAGES, PathIdParamSchema, UpdateCartInputSchema } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { badRequest } from "../../lib/errors.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as cart from "./service.js";

/** The cart of the logged-in customer; a line of another customer is always 404. */
export function cartRoutes({ prisma, sql }: AppDeps): Router {
  const router = Router();
  /** Adds one of the product (or one more); the clients send an empty or {} body. */
  router.post("/add_to_cart/:id", requireUser, validate({ params: PathIdParamSchema }), async (req, res) => {
    const { params } = input(req, { params: PathIdParamSchema });
    const line = await cart.addToCart({ prisma, sql }, currentUserId(req), params.id);
    res.json({ message: CART_MESSAGES.added, cart_item_id: line.cartItemId, quantity: line.quantity });
  });

  router.get("/display_cart", requireUser, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await cart.displayCart(sql, currentUserId(req)));
  });

  /** JSON {quantity} from the newer client, or a multipart/urlencoded {cart_item_id, quantity} form. */
  router.put(
    "/update_cart/:id",
    requireUser,
    validate({ params: PathIdParamSchema, body: UpdateCartInputSchema }),
    async (req, res) => {
      const { params, body } = input(req, { params: PathIdParamSchema, body: UpdateCartInputSchema });
      if (body.cart_item_id !== undefined && body.cart_item_id !== params.id) {
        throw badRequest("cart_item_id does not match the cart item in the address");
      }
      await cart.updateCartLine(prisma, {
        userId: currentUserId(req),
        cartItemId: params.id,
        quantity: body.quantity,
      });
      res.json({ message: CART_MESSAGES.updated });
    },
  );

  router.delete("/removecart/:id", requireUser, validate({ params: PathIdParamSchema }), async (req, res) => {
    const { params } = input(req, { params: PathIdParamSchema });
    await cart.removeCartLine(prisma, currentUserId(req), params.id);
    res.json({ message: CART_MESSAGES.removed });
  });

  return router;
}
