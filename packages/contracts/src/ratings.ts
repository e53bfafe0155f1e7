// A ratings block from star counts, for a product's reviews and a vendor's ratings alike. Zod-free:
// the web's vendor page computes it in its first load (`@carcare/contracts/ratings`).
import type { RatingSummary } from "./catalog.js";

/** The average of `ratingCount` ratings summing to `ratingSum`, to one decimal; 0 without ratings. */
export function averageRating(ratingSum: number, ratingCount: number): number {
  if (ratingCount === 0) return 0;
  return Math.round((ratingSum * 10) / ratingCount) / 10;
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
export type StarCounts = readonly [number, number, number, number, number];

/** The star counts of a list of reviews (a vendor's ratings, read whole). */
export function starCountsOf(reviews: readonly { rating: number }[]): StarCounts {
  const count = (stars: number) => reviews.filter(({ rating }) => rating === stars).length;
  return [count(5), count(4), count(3), count(2), count(1)];
}

/**
 * A ratings block (a product's, a vendor's) from its star counts: the average to one decimal, how
 * many, and the 5-to-1 distribution with whole percentages; 0 and empty bars without reviews.
 */
export function ratingSummary(counts: StarCounts): RatingSummary {
  const count = counts.reduce((sum, n) => sum + n, 0);
  return {
    average: averageRating(
      counts.reduce((sum, n, index) => sum + n * (5 - index), 0),
      count,
    ),
    count,
    distribution: counts.map((n, index) => ({
      stars: 5 - index,
      count: n,
      percentage: count > 0 ? Math.round((n * 100) / count) : 0,
    })),
  };
}
