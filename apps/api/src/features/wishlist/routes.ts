import { WISHLIST_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as wishlist from "./service.js";

export function wishlistRoutes(deps: AppDeps): Router {
  const db = databaseOf(deps);
  const router = Router();

  /** The path id is the product's; idempotent, the clients send an empty or {} body. */
  route(router, API.addToWishlist, async ({ params, userId }) => {
    await wishlist.addToWishlist(db, userId, params.id);
    return { message: WISHLIST_MESSAGES.added };
  });

  route(router, API.wishlistItems, ({ userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return wishlist.getWishlist(db, userId);
  });

  /** The path id is the wishlist item's own id (wishlist_items[].id). */
  route(router, API.removeWishlist, async ({ params, userId }) => {
    await wishlist.removeFromWishlist(db, userId, params.id);
    return { message: WISHLIST_MESSAGES.removed };
  });

  return router;
}
