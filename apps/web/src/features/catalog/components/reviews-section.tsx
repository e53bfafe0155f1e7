import type { RatingSummary, Review } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { formatStoreDate } from "../../../lib/format";
import { CheckCircleIcon } from "../../../ui/icons";
import { RatingSummaryBlock } from "../../../ui/rating-summary";
import { StarRating } from "../../../ui/star-rating";
import { useReviews } from "../api/get-reviews";

/** The 'Write here' button: the review popup gives focus back to it when it closes. */
export const WRITE_REVIEW_BUTTON_ID = "write-review";

/**
 * Ratings and reviews (spec section 2): the average to one decimal with its stars, 'Based on N
 * reviews', the 5-to-1 distribution (the server's percentages, each bar with its text), the review
 * list or 'No Reviews Yet', and 'Write here', which the page answers (login first, then the popup).
 * The API lists verified purchases first (its default order), and the list says so; each verified
 * review carries a 'Verified purchase' badge.
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
  const list = reviews.data?.reviews ?? [];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-14">
      <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {t("catalog.reviews.heading")}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12">
        <div className="card grid content-start gap-5 p-6">
          <RatingSummaryBlock summary={ratings} />
          <div className="border-t border-line pt-5">
            <p className="text-sm text-muted">{t("catalog.reviews.writePrompt")}</p>
            <button
              id={WRITE_REVIEW_BUTTON_ID}
              type="button"
              className="btn btn-accent mt-3 w-full"
              onClick={onWriteReview}
            >
              {t("catalog.reviews.writeHere")}
            </button>
          </div>
        </div>
        <div>
          <h3 className="sr-only">{t("catalog.reviews.listHeading")}</h3>
          {ratings.count === 0 && list.length === 0 ? (
            <div className="card grid place-items-center gap-2 p-10 text-center">
              <p className="text-lg font-semibold text-navy-900">{t("catalog.reviews.none")}</p>
              <p className="text-sm text-muted">{t("catalog.reviews.noneHint")}</p>
            </div>
          ) : (
            <>
              {list.some((review) => review.verified_purchase) ? (
                <p className="mb-3 text-sm text-muted">{t("catalog.reviews.verifiedFirst")}</p>
              ) : null}
              <ul className="grid gap-4" aria-busy={reviews.isFetching}>
                {list.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const date = new Date(review.date);
  return (
    <li className="card p-5">
      <article>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-navy-900">{review.user}</h4>
          <time dateTime={review.date} className="text-xs text-muted">
            {formatStoreDate(date)}
          </time>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} />
          {review.verified_purchase ? (
            <span className="badge badge-success">
              <CheckCircleIcon className="size-3.5" />
              {t("catalog.reviews.verifiedPurchase")}
            </span>
          ) : null}
        </div>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
      </article>
    </li>
  );
}
