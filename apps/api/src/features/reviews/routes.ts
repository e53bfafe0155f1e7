import {
  AddReviewInputSchema,
  PathIdParamSchema,
  REVIEW_MESSAGES,
  ReviewListQuerySchema,
} from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as reviews from "./service.js";

export function reviewRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  /** A product's reviews, newest first: public. */
  router.get(
    "/view_review/:id",
    validate({ params: PathIdParamSchema, query: ReviewListQuerySchema }),
    async (req, res) => {
      const { params, query } = input(req, { params: PathIdParamSchema, query: ReviewListQuerySchema });
      res.json(await reviews.getReviews(prisma, params.id, query));
    },
  );

  /**
   * Logged-in customers only. One review per customer per product: posting again UPDATES the
   * customer's earlier review (rating and comment) rather than adding a second or refusing: 201 with
   * the spec's message for a new review, 200 with a message saying it replaced the earlier one.
   */
  router.post(
    "/add_review/:id",
    requireUser,
    validate({ params: PathIdParamSchema, body: AddReviewInputSchema }),
    async (req, res) => {
      const { params, body } = input(req, { params: PathIdParamSchema, body: AddReviewInputSchema });
      const { created } = await reviews.addReview(prisma, {
        productId: params.id,
        userId: currentUserId(req),
        rating: body.rating,
        comment: body.comment,
      });
      res
        .status(created ? 201 : 200)
        .json({ message: created ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.updated });
    },
  );

  return router;
}
