import { PathIdParamSchema, WISHLIST_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as wishlist from "./service.js";

export function wishlistRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  /** The path id is the product's; idempotent, the clients send an empty or {} body. */
  router.post(
    "/add_to_wishlist/:id",
    requireUser,
    validate({ params: PathIdParamSchema }),
    async (req, res) => {
      const { params } = input(req, { params: PathIdParamSchema });
      await wishlist.addToWishlist(prisma, currentUserId(req), params.id);
      res.json({ message: WISHLIST_MESSAGES.added });
    },
  );

  router.get("/wishlist_items", requireUser, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await wishlist.getWishlist(prisma, currentUserId(req)));
  });

  /** The path id is the wishlist item's own id (wishlist_items[].id). */
  router.delete(
    "/remove_wishlist/:id",
    requireUser,
    validate({ params: PathIdParamSchema }),
    async (req, res) => {
      const { params } = input(req, { params: PathIdParamSchema });
      await wishlist.removeFromWishlist(prisma, currentUserId(req), params.id);
      res.json({ message: WISHLIST_MESSAGES.removed });
    },
  );

  return router;
}
