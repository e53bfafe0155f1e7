import { z } from "zod";
import { safeString } from "./common.js";
import { PathIdParamSchema } from "./catalog.js";
export { ratingSummary, type StarCounts, starCountsOf } from "./ratings.js";
import { endpoint, named, ok, MESSAGE_ANSWER } from "./endpoint.js";
import { m } from "./paraglide/messages.js";

/** English texts from the message catalogue (messages/en.json); the API says them in the request's language. */
const EN = { locale: "en" } as const;

export const REVIEW_MESSAGES = {
  added: m.reviewAdded({}, EN),
  /** One review per customer per product: posting again replaces the earlier one, and says so. */
  updated: m.reviewUpdated({}, EN),
  /** Spec section 5: a zero rating or an empty comment. */
  incomplete: m.reviewIncomplete({}, EN),
} as const;

/** One review as the product page lists it: user is the reviewer's first name. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** When the review was written or last changed (ISO 8601). */
  date: z.string(),
  /**
   * The author has (or had when it was confirmed) a confirmed, shipped or delivered order with this
   * product: 'Verified purchase'. Once true it stays true, also if that order is cancelled later.
   */
  verified_purchase: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  /** How many reviews the product has in all (the list is one page, in the order asked for). */
  total: z.number().int().nonnegative(),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

export const REVIEW_PAGE_SIZE = 50;
export const REVIEW_PAGE_SIZE_MAX = 100;

const pageNumber = (name: string, max: number, fallback: number) =>
  z
    .preprocess(
      (value) => (value === undefined || value === "" ? String(fallback) : value),
      z
        .string({ error: `${name} must be a whole number from 1 to ${max}` })
        .regex(/^\d{1,7}$/, `${name} must be a whole number from 1 to ${max}`)
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, `${name} must be a whole number from 1 to ${max}`)
            .max(max, `${name} must be a whole number from 1 to ${max}`),
        ),
    )
    .meta({ type: "string", pattern: "^(\\d{1,7})?$", example: String(fallback) });

/**
 * How a product's reviews are listed: `verified` (the default) puts verified purchases first, each
 * group newest first; `newest` is newest first only. "Newest" is when a review was written or last changed.
 */
export const REVIEW_SORTS = ["verified", "newest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /view_review/{id}/?page=&limit=&sort= (all optional). */
export const ReviewListQuerySchema = z.object({
  page: pageNumber("page", 1_000_000, 1),
  limit: pageNumber("limit", REVIEW_PAGE_SIZE_MAX, REVIEW_PAGE_SIZE),
  sort: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
      z.enum(REVIEW_SORTS, { error: `sort must be empty, ${REVIEW_SORTS.join(" or ")}` }).default("verified"),
    )
    .meta({
      // Read trimmed and in any case; empty means the default.
      type: "string",
      enum: ["", ...REVIEW_SORTS, "VERIFIED", "NEWEST", "Verified", "Newest"],
      description: "verified (the default) or newest (read in any case); empty for the default",
      example: "verified",
    }),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

/**
 * POST /add_review/{id}/ {rating 1-5, comment}: JSON numbers or form strings. A missing or zero
 * rating and an empty comment answer the spec's 'Please fill all fields'.
 */
export const AddReviewInputSchema = z.object({
  rating: z.union([z.number(), z.string()], { error: REVIEW_MESSAGES.incomplete }).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === "" || text === "0") {
      ctx.addIssue({ code: "custom", message: REVIEW_MESSAGES.incomplete });
      return z.NEVER;
    }
    if (!/^[1-5]$/.test(text)) {
      ctx.addIssue({ code: "custom", message: m.reviewRatingWhole({}, EN) });
      return z.NEVER;
    }
    return Number(text);
  }),
  comment: safeString(REVIEW_MESSAGES.incomplete)
    .trim()
    .min(1, REVIEW_MESSAGES.incomplete)
    .max(2000, m.reviewCommentTooLong({}, EN)),
});
export type AddReviewInput = z.input<typeof AddReviewInputSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const reviewsEndpoints = {
  viewReview: endpoint({
    method: "get",
    path: "/view_review/:id/",
    tag: "reviews",
    summary:
      "A product's reviews: verified purchases first (sort=verified, the default) or newest first (sort=newest)",
    description:
      "One page of a product's reviews (id is the product's). page and limit are optional whole numbers (1 and 50 when absent or empty); sort is verified (verified purchases first, the default) or newest. 404 when no product has that id.",
    params: PathIdParamSchema,
    query: ReviewListQuerySchema,
    // Absent or empty: page 1 and REVIEW_PAGE_SIZE.
    parameterNotes: { page: { required: false }, limit: { required: false } },
    answers: {
      200: ok("One page of reviews and the total", named("ReviewsResponse", ReviewsResponseSchema)),
    },
    errors: [404],
  }),
  addReview: endpoint({
    method: "post",
    path: "/add_review/:id/",
    tag: "reviews",
    summary: "Review a product (a second review replaces the customer's first)",
    description:
      "Rates a product from 1 to 5 with an optional comment, as the logged-in customer. 201 for a first review; 200 when it replaces the customer's earlier review of the same product. 404 when no product has that id.",
    auth: true,
    params: PathIdParamSchema,
    body: named("AddReviewInput", AddReviewInputSchema),
    encodings: ["json", "form", "multipart"],
    answers: {
      201: ok("A new review", MESSAGE_ANSWER),
      200: ok("The customer's earlier review was replaced", MESSAGE_ANSWER),
    },
    errors: [404],
  }),
} as const;
