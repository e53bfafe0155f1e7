import {
  REVIEW_MESSAGES,
  type ReviewSort,
  type ReviewsResponse,
  SERVICE_MESSAGES,
  type ServiceRating,
} from "@carcare/contracts";
import { type Db, withTransaction } from "../../lib/database.js";
import { conflict, notFound } from "../../lib/errors.js";
import * as repo from "./repository.js";

/**
 * Reviews are one concept for both things a customer can review: a product ("reviews") and a
 * service vendor ("ratings", as the old API named them). Each is a rating from 1 to 5 and a comment,
 * one per customer per subject, listed with the author's first name and totalled on the subject
 * (its average and count). What differs per subject is said here, once:
 * - `repeat`: a second review from the same customer replaces the first (products) or is refused
 *   with 409 (vendors, as the old API did);
 * - `verifiedPurchase`: only a product review can be a verified purchase;
 * - the words of the subject's answers.
 */
export type ReviewSubject = repo.ReviewSubject;

const SUBJECTS = {
  product: { repeat: "replace", notFound: "Product not found", alreadyReviewed: null },
  vendor: {
    repeat: "refuse",
    notFound: SERVICE_MESSAGES.serviceNotFound,
    alreadyReviewed: SERVICE_MESSAGES.alreadyRated,
  },
} as const satisfies Record<
  ReviewSubject,
  { repeat: "replace" | "refuse"; notFound: string; alreadyReviewed: string | null }
>;

/** One review of either subject, before it takes its subject's answer shape. */
export interface ReviewEntry {
  id: number;
  /** The author's first name. */
  author: string;
  rating: number;
  comment: string;
  /** When it was written (or, for a product review, last changed). */
  writtenAt: Date;
  verifiedPurchase: boolean;
}

/**
 * A page of the subject's reviews and how many it has in all, or 404 for an unknown subject.
 * Newest first; verified purchases before the others unless `verifiedFirst` is false. Without a
 * page, every review.
 */
export async function listReviews(
  db: Db,
  subject: ReviewSubject,
  subjectId: number,
  options: { page?: { page: number; limit: number }; verifiedFirst: boolean },
): Promise<{ entries: ReviewEntry[]; total: number }> {
  const { page } = options;
  const found = await repo.findReviews(db, subject, subjectId, {
    limit: page ? page.limit : null,
    offset: page ? (page.page - 1) * page.limit : 0,
    verifiedFirst: options.verifiedFirst,
  });
  if (!found) throw notFound(SUBJECTS[subject].notFound);
  return { total: found.total, entries: found.rows };
}

/**
 * Adds the customer's review of the subject; a repeat follows the subject's `repeat` rule. The
 * subject's totals change in the same unit of work, under the subject row's lock, so concurrent
 * reviews queue up and the average counts each customer once. `created` is false when an earlier
 * review was replaced.
 */
export async function writeReview(
  db: Db,
  subject: ReviewSubject,
  input: repo.ReviewInput,
): Promise<{ created: boolean }> {
  const rules = SUBJECTS[subject];
  return withTransaction(db, async (tx) => {
    if (!(await repo.lockSubject(tx, subject, input.subjectId))) throw notFound(rules.notFound);
    const earlier = await repo.findOwnRating(tx, subject, input);
    if (earlier === null) {
      await repo.insertReview(tx, subject, input);
      await repo.addToTotals(tx, subject, input.subjectId, { count: 1, sum: input.rating });
      return { created: true };
    }
    if (rules.repeat === "refuse") throw conflict(rules.alreadyReviewed);
    await repo.replaceProductReview(tx, input);
    await repo.addToTotals(tx, subject, input.subjectId, { count: 0, sum: input.rating - earlier });
    return { created: false };
  });
}

// ------------------------------------------------------------- the subjects' answer shapes

/** GET /view_review/{id}/: a product's reviews, verified purchases first unless sort=newest. */
export async function getReviews(
  db: Db,
  productId: number,
  page: { page: number; limit: number; sort?: ReviewSort | undefined },
): Promise<ReviewsResponse> {
  const { entries, total } = await listReviews(db, "product", productId, {
    page,
    verifiedFirst: page.sort !== "newest",
  });
  return {
    reviews: entries.map((entry) => ({
      id: entry.id,
      user: entry.author,
      rating: entry.rating,
      comment: entry.comment,
      date: entry.writtenAt.toISOString(),
      verified_purchase: entry.verifiedPurchase,
    })),
    total,
  };
}

/**
 * POST /add_review/{id}/: a second review from the same customer replaces the first. The message
 * says which happened (201 with the spec's words for a new review, 200 for a replaced one).
 */
export async function addReview(
  db: Db,
  input: { productId: number; userId: number; rating: number; comment: string },
): Promise<{ created: boolean; message: string }> {
  const { created } = await writeReview(db, "product", {
    subjectId: input.productId,
    userId: input.userId,
    rating: input.rating,
    comment: input.comment,
  });
  return { created, message: created ? REVIEW_MESSAGES.added : REVIEW_MESSAGES.updated };
}

/** GET /view_service_rating: a vendor's ratings (all of them), newest first. */
export async function getVendorRatings(db: Db, serviceId: number): Promise<ServiceRating[]> {
  const { entries } = await listReviews(db, "vendor", serviceId, { verifiedFirst: false });
  return entries.map((entry) => ({
    id: entry.id,
    username: entry.author,
    rating: entry.rating,
    comment: entry.comment,
    date: entry.writtenAt.toISOString(),
  }));
}

/** POST /add_service_rating: once per customer per vendor (a second one is 409). */
export async function addVendorRating(
  db: Db,
  input: { serviceId: number; userId: number; rating: number; comment: string },
): Promise<{ message: string }> {
  await writeReview(db, "vendor", {
    subjectId: input.serviceId,
    userId: input.userId,
    rating: input.rating,
    comment: input.comment,
  });
  return { message: SERVICE_MESSAGES.ratingAdded };
}
