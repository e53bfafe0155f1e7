import { API, ORDER_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import { route } from "../../lib/route.js";
import * as orders from "./service.js";

/** What placing an order needs: the database, the mailer and the business's contacts for its emails. */
export function orderRoutes(placeDeps: orders.PlaceOrderDeps): Router {
  const { db } = placeDeps;
  const router = Router();

  route(router, API.placeOrder, async ({ body, headers, userId, res, language }) => {
    const result = await orders.placeOrder(placeDeps, userId, body, headers["Idempotency-Key"], language);
    if (result.replayed) res.setHeader("Idempotent-Replayed", "true");
    res.status(result.replayed ? 200 : 201);
    return { message: ORDER_MESSAGES.placed, order_id: result.order.order_id, order_details: result.order };
  });

  /** One of the customer's own orders, so the confirm page survives a reload. */
  route(router, API.viewOrder, async ({ params, userId, language }) => {
    const order = await orders.getOwnOrder(db, userId, params.id, language);
    return { order_id: order.order_id, order_details: order };
  });

  route(router, API.myOrders, async ({ userId, language }) => {
    return { orders: await orders.getOwnOrders(db, userId, language) };
  });

  return router;
}
