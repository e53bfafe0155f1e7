import type { ServiceRating } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { formatStoreDate } from "../../../lib/format";
import { RatingSummaryBlock } from "../../../ui/rating-summary";
import { StarRating } from "../../../ui/star-rating";
import { useServiceRatings } from "../api/get-service-ratings";
import { summariseRatings } from "../utils/rating-summary";

/** The 'Write here' button: the rating popup gives focus back to it when it closes. */
export const WRITE_RATING_BUTTON_ID = "write-rating";

/**
 * The vendor's ratings block, as on the product page: the average to one decimal with its stars,
 * 'Based on N reviews', the 5-to-1 distribution, the list or 'No Reviews Yet', and 'Write here',
 * which the page answers (login first, then the popup).
 */
export function VendorRatings({
  serviceId,
  onWriteRating,
}: {
  serviceId: number;
  onWriteRating: () => void;
}) {
  const { t } = useTranslation();
  const ratings = useServiceRatings(serviceId);
  const list = ratings.data ?? [];
  const summary = summariseRatings(list);
  return (
    <section id="ratings" aria-labelledby="ratings-heading" className="mt-14">
      <h2 id="ratings-heading" className="text-2xl font-bold tracking-tight text-navy-900">
        {t("services.ratings.heading")}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12">
        <div className="card grid content-start gap-5 p-6">
          <RatingSummaryBlock summary={summary} />
          <div className="border-t border-line pt-5">
            <p className="text-sm text-muted">{t("services.ratings.writePrompt")}</p>
            <button
              id={WRITE_RATING_BUTTON_ID}
              type="button"
              className="btn btn-accent mt-3 w-full"
              onClick={onWriteRating}
            >
              {t("services.ratings.writeHere")}
            </button>
          </div>
        </div>
        <div>
          <h3 className="sr-only">{t("services.ratings.listHeading")}</h3>
          {list.length === 0 ? (
            <div className="card grid place-items-center gap-2 p-10 text-center">
              <p className="text-lg font-semibold text-navy-900">{t("services.ratings.none")}</p>
              <p className="text-sm text-muted">{t("services.ratings.noneHint")}</p>
            </div>
          ) : (
            <ul className="grid gap-4" aria-busy={ratings.isFetching} data-testid="vendor-ratings">
              {list.map((rating) => (
                <RatingItem key={rating.id} rating={rating} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function RatingItem({ rating }: { rating: ServiceRating }) {
  return (
    <li className="card p-5">
      <article>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-navy-900">{rating.username}</h4>
          <time dateTime={rating.date} className="text-xs text-muted">
            {formatStoreDate(new Date(rating.date))}
          </time>
        </div>
        <div className="mt-1">
          <StarRating rating={rating.rating} />
        </div>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-ink/90">{rating.comment}</p>
      </article>
    </li>
  );
}
