import type { RatingSummary } from "@carcare/contracts";
import { useTranslation } from "react-i18next";
import { StarRating } from "./star-rating";

/**
 * A ratings block (product reviews, vendor ratings): the average to one decimal, its stars, how many,
 * and the 5-to-1 distribution with percentages, each bar with a text equivalent.
 */
export function RatingSummaryBlock({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  const average = summary.average.toFixed(1);
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-extrabold text-navy-900" data-testid="rating-average">
          {average}
          <span className="sr-only">{` ${t("common.ratings.average", { average })}`}</span>
        </p>
        <div className="grid gap-1">
          <StarRating rating={summary.average} className="size-5" />
          <p className="text-sm text-muted">{t("common.ratings.basedOn", { count: summary.count })}</p>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-navy-900">{t("common.ratings.distribution")}</h3>
        <ul className="mt-3 grid gap-2">
          {summary.distribution.map((bucket) => {
            const stars = t("common.ratings.starsLabel", { count: bucket.stars });
            return (
              <li
                key={bucket.stars}
                className="grid grid-cols-[3.5rem_1fr_2.75rem] items-center gap-3 text-sm"
              >
                <span className="sr-only">
                  {t("common.ratings.bucket", {
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
