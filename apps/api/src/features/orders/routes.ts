import {
  IdempotencyKeySchema,
  IdParamSchema,
  ORDER_MESSAGES,
  PlaceOrderInputSchema,
} from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { badRequest } from "../../lib/errors.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import { storeInfo } from "../store-info/service.js";
import * as orders from "./service.js";

export function orderRoutes({ prisma, sql, mailer, logger, env }: AppDeps): Router {
  const router = Router();
  const placeDeps: orders.PlaceOrderDeps = {
    prisma,
    sql,
    mailer,
    logger,
    store: storeInfo(env.BUSINESS_WHATSAPP_NUMBER),
  };

  router.post("/place_order", requireUser, validate({ body: PlaceOrderInputSchema }), async (req, res) => {
    const { body } = input(req, { body: PlaceOrderInputSchema });
    const header = req.get("Idempotency-Key");
    let key: string | undefined;
    if (header !== undefined) {
      const parsed = IdempotencyKeySchema.safeParse(header);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Bad Idempotency-Key");
      key = parsed.data;
    }
    const result = await orders.placeOrder(placeDeps, currentUserId(req), body, key);
    if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.status(result.replayed ? 200 : 201).json({
      message: ORDER_MESSAGES.placed,
      order_id: result.order.order_id,
      order_details: result.order,
    });
  });

  /** One of the customer's own orders, so the confirm page survives a reload. */
  router.get("/view_order/:id", requireUser, validate({ params: IdParamSchema }), async (req, res) => {
    const { params } = input(req, { params: IdParamSchema });
    res.setHeader("Cache-Control", "no-store");
    const order = await orders.getOwnOrder(prisma, currentUserId(req), params.id);
    res.json({ order_id: order.order_id, order_details: order });
  });

  router.get("/my_orders", requireUser, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ orders: await orders.getOwnOrders(prisma, currentUserId(req)) });
  });

  return router;
}
