import type { RatingSummary, ServiceRating } from "@carcare/contracts";

/** A vendor's ratings block (as on the product page) from its list of ratings. */
export function summariseRatings(ratings: readonly Pick<ServiceRating, "rating">[]): RatingSummary {
  const count = ratings.length;
  const sum = ratings.reduce((total, { rating }) => total + rating, 0);
  const distribution = [5, 4, 3, 2, 1].map((stars) => {
    const withStars = ratings.filter(({ rating }) => rating === stars).length;
    return { stars, count: withStars, percentage: count === 0 ? 0 : Math.round((withStars * 100) / count) };
  });
  return { average: count === 0 ? 0 : Math.round((sum * 10) / count) / 10, count, distribution };
}
