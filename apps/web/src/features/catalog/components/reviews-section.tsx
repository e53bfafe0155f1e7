import type { RatingSummary } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { ReviewsBlock } from "../../../ui/reviews-block";
import { useReviews } from "../api/get-reviews";

/** The 'Write here' button: the review popup gives focus back to it when it closes. */
export const WRITE_REVIEW_BUTTON_ID = "write-review";

/**
 * The product's ratings and reviews (spec section 2): the store's reviews block with the product's
 * words, its ratings block from the product's answer, and its first page of reviews. The API lists
 * verified purchases first (its default order), and the list says so; each verified review carries
 * a 'Verified purchase' badge.
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
  const { t } = useTranslation();
  const reviews = useReviews(productId);
  return (
    <ReviewsBlock
      id="reviews"
      texts={{
        heading: t("catalog.reviews.heading"),
        writePrompt: t("catalog.reviews.writePrompt"),
        writeHere: t("catalog.reviews.writeHere"),
        listHeading: t("catalog.reviews.listHeading"),
        none: t("catalog.reviews.none"),
        noneHint: t("catalog.reviews.noneHint"),
        verifiedFirst: t("catalog.reviews.verifiedFirst"),
        verifiedPurchase: t("catalog.reviews.verifiedPurchase"),
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
      writeButtonId={WRITE_REVIEW_BUTTON_ID}
      onWrite={onWriteReview}
    />
  );
}
