import { ORDER_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import { storeInfo } from "../store-info/service.js";
import * as orders from "./service.js";

export function orderRoutes(deps: AppDeps): Router {
  const { mailer, logger, env } = deps;
  const db = databaseOf(deps);
  const router = Router();
  const placeDeps: orders.PlaceOrderDeps = {
    db,
    mailer,
    logger,
    store: storeInfo(env.BUSINESS_WHATSAPP_NUMBER),
  };

  route(router, API.placeOrder, async ({ body, headers, userId, res }) => {
    const result = await orders.placeOrder(placeDeps, userId, body, headers["Idempotency-Key"]);
    if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.status(result.replayed ? 200 : 201);
    return { message: ORDER_MESSAGES.placed, order_id: result.order.order_id, order_details: result.order };
  });

  /** One of the customer's own orders, so the confirm page survives a reload. */
  route(router, API.viewOrder, async ({ params, userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    const order = await orders.getOwnOrder(db, userId, params.id);
    return { order_id: order.order_id, order_details: order };
  });

  route(router, API.myOrders, async ({ userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return { orders: await orders.getOwnOrders(db, userId) };
  });

  return router;
}
