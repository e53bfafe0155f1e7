import { API, WISHLIST_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { route } from "../../lib/route.js";
import * as wishlist from "./service.js";

export function wishlistRoutes({ db }: { db: Db }): Router {
  const router = Router();

  /** The path id is the product's; idempotent, the clients send an empty or {} body. */
  route(router, API.addToWishlist, async ({ params, userId }) => {
    await wishlist.addToWishlist(db, userId, params.id);
    return { message: WISHLIST_MESSAGES.added };
  });

  route(router, API.wishlistItems, ({ userId, language }) => {
    return wishlist.getWishlist(db, userId, language);
  });

  /** The path id is the wishlist item's own id (wishlist_items[].id). */
  route(router, API.removeWishlist, async ({ params, userId }) => {
    await wishlist.removeFromWishlist(db, userId, params.id);
    return { message: WISHLIST_MESSAGES.removed };
  });

  return router;
}
