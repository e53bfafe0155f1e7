import { REVIEW_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { CATALOGUE_CHANNEL } from "../../lib/notify.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as reviews from "./service.js";

export function reviewRoutes(deps: AppDeps): Router {
  const db = databaseOf(deps);
  const router = Router();

  /** A product's reviews, verified purchases first unless sort=newest: public. */
  route(router, API.viewReview, ({ params, query }) => reviews.getReviews(db, params.id, query));

  /**
   * Logged-in customers only. One review per customer per product: posting again UPDATES the
   * customer's earlier review (rating and comment) rather than adding a second or refusing: 201 with
   * the spec's message for a new review, 200 with a message saying it replaced the earlier one.
   */
  route(router, API.addReview, async ({ params, body, userId, res }) => {
    const { created } = await reviews.addReview(db, {
      productId: params.id,
      userId,
      rating: body.rating,
      comment: body.comment,
    });
    // The product's ratings changed: this worker's catalogue copies go before the answer does.
    deps.notify?.announce(CATALOGUE_CHANNEL, String(params.id));
    res.status(created ? 201 : 200);
    return { message: created ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.updated };
  });

  return router;
}
