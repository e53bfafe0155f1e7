import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as coupons from "./service.js";

export function couponRoutes(deps: AppDeps): Router {
  const db = databaseOf(deps);
  const router = Router();

  /**
   * Public: the coupons valid now, under the key `coupon` the clients read. A logged-in customer's
   * answer also says which they can use on their cart now, so it is theirs alone.
   */
  route(router, API.viewCoupons, async ({ req, res }) => {
    const userId = typeof req.session?.userId === "number" ? req.session.userId : null;
    if (userId !== null) res.setHeader("Cache-Control", "private, no-store");
    return { coupon: await coupons.getValidCoupons(db, userId) };
  });

  /**
   * The spec's "typed code must equal an available coupon", checked on the server against this
   * customer's cart: the totals with the discount, or 400 with the one reason the code does not apply.
   */
  route(router, API.applyCoupon, ({ body, userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return coupons.applyCoupon(db, { code: body.code, userId });
  });

  return router;
}
