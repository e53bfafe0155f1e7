import type { RatingSummary } from "@carcare/contracts";
import { StarRating } from "./star-rating";
import { m } from "../paraglide/messages.js";

/**
 * A ratings block (product reviews, vendor ratings): the average to one decimal, its stars, how many,
 * and the 5-to-1 distribution with percentages, each bar with a text equivalent.
 */
export function RatingSummaryBlock({ summary }: { summary: RatingSummary }) {
  const average = summary.average.toFixed(1);
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-extrabold text-navy-900" data-testid="rating-average">
          {average}
          <span className="sr-only">{` ${m.common_ratings_average({ average })}`}</span>
        </p>
        <div className="grid gap-1">
          <StarRating rating={summary.average} className="h-5" />
          <p className="text-sm text-muted">{m.common_ratings_basedOn({ count: summary.count })}</p>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-navy-900">{m.common_ratings_distribution()}</h3>
        <ul className="mt-3 grid gap-2">
          {summary.distribution.map((bucket) => {
            const stars = m.common_ratings_starsLabel({ count: bucket.stars });
            return (
              <li
                key={bucket.stars}
                className="grid grid-cols-[3.5rem_1fr_2.75rem] items-center gap-3 text-sm"
              >
                <span className="sr-only">
                  {m.common_ratings_bucket({
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
