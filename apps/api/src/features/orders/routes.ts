import { API, ORDER_MESSAGES } from "@carcare/contracts";
import { DEFAULT_SITE_URL, type SellerIdentity, type TaxDocument } from "@carcare/operations";
import { type Request, type Response, Router } from "express";
import { answerOrigin } from "../../lib/public-url.js";
import { route } from "../../lib/route.js";
import * as orderPage from "./order-page-service.js";
import * as orders from "./service.js";

/** What the order page's endpoints need besides placing's: where the API is, and the store's address. */
export interface OrderPageSettings {
  /** Where the API is mounted ("/api"): the tax documents' download paths start with it. */
  apiBase: string;
  /** PUBLIC_URL: the emails' links to the order page; unset, the request's own address. */
  publicUrl: string | undefined;
  /** The seller on the tax documents (STORE_LEGAL_NAME, STORE_ADDRESS, STORE_TRN). */
  seller: SellerIdentity;
  /** NODE_ENV=production: tax documents need the TRN. */
  production: boolean;
}

/** A tax document as a download named by its number (route() has set Cache-Control: private, no-store). */
function sendPdf(res: Response, pdf: TaxDocument): void {
  res.setHeader("Content-Type", pdf.contentType);
  res.setHeader("Content-Disposition", `attachment; filename="${pdf.filename}"`);
  res.setHeader("Content-Length", String(pdf.content.length));
  res.end(pdf.content);
}

/** What placing an order needs: the database, the mailer and the business's contacts for its emails. */
export function orderRoutes(placeDeps: orders.PlaceOrderDeps, settings: OrderPageSettings): Router {
  const { db } = placeDeps;
  const router = Router();
  const pageDeps: orderPage.OrderPageDeps = {
    db,
    mailer: placeDeps.mailer,
    logger: placeDeps.logger,
    store: placeDeps.store,
    apiBase: settings.apiBase,
    seller: settings.seller,
    production: settings.production,
  };

  /** The store's address as the customer sees it, for the emails' links to the order page. */
  const siteUrl = (inProcess: boolean, req: Request, res: Response) =>
    settings.publicUrl ?? (inProcess ? DEFAULT_SITE_URL : answerOrigin(req, res));

  route(router, API.placeOrder, async ({ body, headers, userId, req, res, inProcess, language }) => {
    const result = await orders.placeOrder(
      placeDeps,
      userId,
      body,
      headers["Idempotency-Key"],
      language,
      siteUrl(inProcess, req, res),
    );
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

  /** The order page: one of the customer's own orders by its reference, 404 for anyone else's. */
  route(router, API.orderPage, async ({ params, userId, language }) => {
    return { order: await orderPage.getOrderPage(pageDeps, userId, params.reference, language) };
  });

  route(router, API.cancelOrder, async ({ params, userId, language, inProcess, req, res }) => {
    const order = await orderPage.cancelOwnOrder(
      pageDeps,
      userId,
      params.reference,
      language,
      siteUrl(inProcess, req, res),
    );
    return { message: orderPage.ORDER_CANCELLED_MESSAGE, order };
  });

  route(router, API.orderInvoice, async ({ params, userId, res }) => {
    sendPdf(res, await orderPage.getOwnDocument(pageDeps, userId, params.reference, "invoice"));
  });

  route(router, API.orderCreditNote, async ({ params, userId, res }) => {
    sendPdf(res, await orderPage.getOwnDocument(pageDeps, userId, params.reference, "credit_note"));
  });

  return router;
}
