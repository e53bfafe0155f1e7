import { describe, expect, it } from "vitest";
import { ratingSummary, starCountsOf } from "./reviews.js";

describe("ratingSummary", () => {
  it("when there are ratings, then the average to one decimal and each star's share", () => {
    const summary = ratingSummary(starCountsOf([{ rating: 5 }, { rating: 4 }, { rating: 4 }]));
    expect(summary.average).toBe(4.3);
    expect(summary.count).toBe(3);
    expect(summary.distribution).toEqual([
      { stars: 5, count: 1, percentage: 33 },
      { stars: 4, count: 2, percentage: 67 },
      { stars: 3, count: 0, percentage: 0 },
      { stars: 2, count: 0, percentage: 0 },
      { stars: 1, count: 0, percentage: 0 },
    ]);
  });

  it("when there are none, then 0 and empty bars", () => {
    const summary = ratingSummary(starCountsOf([]));
    expect(summary).toMatchObject({ average: 0, count: 0 });
    expect(summary.distribution).toEqual(
      [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percentage: 0 })),
    );
  });

  it("when counts come from SQL (a product's), then the same block: 4.45 rounds half up to 4.5", () => {
    const summary = ratingSummary([9, 11, 0, 0, 0]);
    expect(summary).toMatchObject({ average: 4.5, count: 20 });
    expect(summary.distribution.map((bucket) => bucket.percentage)).toEqual([45, 55, 0, 0, 0]);
  });
});
