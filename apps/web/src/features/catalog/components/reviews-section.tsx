import type { RatingSummary } from "@carcare/contracts";
import { ReviewsBlock } from "../../../ui/reviews-block";
import { useReviews } from "../api/get-reviews";
import { m } from "../../../paraglide/messages.js";

/** The 'Write here' button: the review popup gives focus back to it when it closes. */
export const WRITE_REVIEW_BUTTON_ID = "write-review";

/** Placeholders for at most this many reviews while the list is read. */
const PENDING_REVIEWS_SHOWN = 3;

/**
 * The product's ratings and reviews (spec section 2): the store's reviews block with the product's
 * words, its ratings block from the product's answer, and its first page of reviews. The API lists
 * verified purchases first (its default order), and the list says so; each verified review carries
 * a 'Verified purchase' badge. The ratings block is in the server's HTML; the list is read by the
 * browser after the page (issue 30), with placeholders in its place until then, and a failed read
 * says so and offers to try again. A product nobody reviewed reads nothing.
 */
export function ReviewsSection({
  productId,
  ratings,
  onWriteReview,
}: {
  productId: number;
  ratings: RatingSummary;
  onWriteReview: () => void;
}) {
  const reviewed = ratings.count > 0;
  const reviews = useReviews(productId, reviewed);
  const waiting = reviewed && !reviews.data;
  return (
    <ReviewsBlock
      id="reviews"
      texts={{
        heading: m.catalog_reviews_heading(),
        writePrompt: m.catalog_reviews_writePrompt(),
        writeHere: m.catalog_reviews_writeHere(),
        listHeading: m.catalog_reviews_listHeading(),
        none: m.catalog_reviews_none(),
        noneHint: m.catalog_reviews_noneHint(),
        verifiedFirst: m.catalog_reviews_verifiedFirst(),
        verifiedPurchase: m.catalog_reviews_verifiedPurchase(),
      }}
      summary={ratings}
      reviews={(reviews.data?.reviews ?? []).map((review) => ({
        id: review.id,
        author: review.user,
        rating: review.rating,
        comment: review.comment,
        date: review.date,
        verifiedPurchase: review.verified_purchase,
      }))}
      busy={reviews.isFetching}
      pendingCount={waiting && !reviews.isError ? Math.min(ratings.count, PENDING_REVIEWS_SHOWN) : 0}
      failed={
        waiting && reviews.isError
          ? {
              text: m.catalog_reviews_failed(),
              retryLabel: m.catalog_reviews_retry(),
              onRetry: () => void reviews.refetch(),
            }
          : undefined
      }
      writeButtonId={WRITE_REVIEW_BUTTON_ID}
      onWrite={onWriteReview}
    />
  );
}
