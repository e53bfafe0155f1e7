import type { RatingSummary, Review } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { StarRating } from "../../../ui/star-rating";
import { useReviews } from "../api/get-reviews";

// The store's time zone, so the server's HTML and the browser agree whatever the visitor's clock says.
const REVIEW_DATE = new Intl.DateTimeFormat("en-AE", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Dubai",
});

/** The 'Write here' button: the review popup gives focus back to it when it closes. */
export const WRITE_REVIEW_BUTTON_ID = "write-review";

/**
 * Ratings and reviews (spec section 2): the average to one decimal with its stars, 'Based on N
 * reviews', the 5-to-1 distribution (the server's percentages, each bar with its text), the review
 * list or 'No Reviews Yet', and 'Write here', which the page answers (login first, then the popup).
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
          <RatingsSummaryBlock ratings={ratings} />
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
            <ul className="grid gap-4" aria-busy={reviews.isFetching}>
              {list.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function RatingsSummaryBlock({ ratings }: { ratings: RatingSummary }) {
  const { t } = useTranslation();
  const average = ratings.average.toFixed(1);
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-extrabold text-navy-900">
          {average}
          <span className="sr-only">{` ${t("catalog.reviews.average", { average })}`}</span>
        </p>
        <div className="grid gap-1">
          <StarRating rating={ratings.average} className="size-5" />
          <p className="text-sm text-muted">{t("catalog.reviews.basedOn", { count: ratings.count })}</p>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-navy-900">{t("catalog.reviews.distribution")}</h3>
        <ul className="mt-3 grid gap-2">
          {ratings.distribution.map((bucket) => {
            const stars = t("catalog.reviews.starsLabel", { count: bucket.stars });
            return (
              <li
                key={bucket.stars}
                className="grid grid-cols-[3.5rem_1fr_2.75rem] items-center gap-3 text-sm"
              >
                <span className="sr-only">
                  {t("catalog.reviews.bucket", {
                    stars,
                    percentage: bucket.percentage,
                    count: bucket.count,
                  })}
                </span>
                <span aria-hidden="true" className="text-muted">
                  {stars}
                </span>
                <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                  <span
                    className="block h-full rounded-full bg-accent-500"
                    style={{ width: `${bucket.percentage}%` }}
                  />
                </span>
                <span aria-hidden="true" className="text-end font-medium text-ink tabular-nums">
                  {bucket.percentage}%
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const date = new Date(review.date);
  return (
    <li className="card p-5">
      <article>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-navy-900">{review.user}</h4>
          <time dateTime={review.date} className="text-xs text-muted">
            {REVIEW_DATE.format(date)}
          </time>
        </div>
        <div className="mt-1">
          <StarRating rating={review.rating} />
        </div>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
      </article>
    </li>
  );
}
