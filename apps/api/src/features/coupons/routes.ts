import { ApplyCouponInputSchema } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as coupons from "./service.js";

export function couponRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  /** Public: the coupons valid now, under the key `coupon` the clients read. */
  router.get("/view_coupons", async (_req, res) => {
    res.json({ coupon: await coupons.getValidCoupons(prisma) });
  });

  /**
   * The spec's "typed code must equal an available coupon", checked on the server against this
   * customer's cart: the totals with the discount, or 400 with the one reason the code does not apply.
   */
  router.post("/apply_coupon", requireUser, validate({ body: ApplyCouponInputSchema }), async (req, res) => {
    const { body } = input(req, { body: ApplyCouponInputSchema });
    res.setHeader("Cache-Control", "no-store");
    res.json(await coupons.applyCoupon(prisma, { code: body.code, userId: currentUserId(req) }));
  });

  return router;
}
