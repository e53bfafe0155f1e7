import { API } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { varyByLanguage } from "../../lib/language.js";
import { route } from "../../lib/route.js";
import * as coupons from "./service.js";

export function couponRoutes({ db }: { db: Db }): Router {
  const router = Router();

  /**
   * Public: the coupons valid now, under the key `coupon` the clients read. A logged-in customer's
   * answer also says which they can use on their cart now, so it is theirs alone. Names are in the
   * request's language (issue 27): the answer says so in Vary, for any cache that keeps it.
   */
  route(router, API.viewCoupons, async ({ userId, language, inProcess, res }) => {
    if (!inProcess) varyByLanguage(res);
    return { coupon: await coupons.getValidCoupons(db, userId, new Date(), language) };
  });

  /**
   * The spec's "typed code must equal an available coupon", checked on the server against this
   * customer's cart: the totals with the discount, or 400 with the one reason the code does not apply.
   */
  route(router, API.applyCoupon, ({ body, userId, language }) => {
    return coupons.applyCoupon(db, { code: body.code, userId, language });
  });

  return router;
}
