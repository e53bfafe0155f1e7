import { API } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { CATALOGUE_CHANNEL, type NotifyListener } from "../../lib/notify.js";
import { route } from "../../lib/route.js";
import * as reviews from "./service.js";

/** `notify`: this worker's change channel, absent where nothing listens. */
export function reviewRoutes({ db, notify }: { db: Db; notify?: NotifyListener }): Router {
  const router = Router();

  /** A product's reviews, verified purchases first unless sort=newest: public. */
  route(router, API.viewReview, ({ params, query }) => reviews.getReviews(db, params.id, query));

  /**
   * Logged-in customers only. One review per customer per product: posting again UPDATES the
   * customer's earlier review (rating and comment) rather than adding a second or refusing: 201 with
   * the spec's message for a new review, 200 with a message saying it replaced the earlier one.
   */
  route(router, API.addReview, async ({ params, body, userId, res }) => {
    const { created, message } = await reviews.addReview(db, {
      productId: params.id,
      userId,
      rating: body.rating,
      comment: body.comment,
    });
    // The product's ratings changed: this worker's catalogue copies go before the answer does.
    notify?.announce(CATALOGUE_CHANNEL, String(params.id));
    res.status(created ? 201 : 200);
    return { message };
  });

  return router;
}
