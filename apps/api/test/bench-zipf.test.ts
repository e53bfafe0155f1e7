import { describe, expect, it } from "vitest";
import { harmonic, seededRandom, shuffledIndexes, zipfSampler } from "../bench/zipf.js";

// The bench's product-page scenarios (issue 30) draw product ranks from these: a sampler that is off
// by one rank or skews the weights would measure another traffic than the one the targets are for.

/** How many of `draws` samples fell on each rank (index 0 unused). */
function countRanks(n: number, s: number, draws: number, seed: number) {
  const sample = zipfSampler(n, s, seededRandom(seed));
  const counts = new Float64Array(n + 1);
  for (let i = 0; i < draws; i += 1) {
    const rank = sample();
    if (!Number.isInteger(rank) || rank < 1 || rank > n) throw new Error(`rank out of range: ${rank}`);
    counts[rank]! += 1;
  }
  return counts;
}

/** Within five standard deviations of a binomial count with probability p over `draws`. */
function expectNear(observed: number, p: number, draws: number) {
  const sd = Math.sqrt(draws * p * (1 - p));
  expect(Math.abs(observed - draws * p)).toBeLessThanOrEqual(5 * sd + 1);
}

describe("the bench's Zipf sampler", () => {
  it("when H(n, s) is computed, then it is the sum of 1/k^s", () => {
    expect(harmonic(1, 1.1)).toBe(1);
    expect(harmonic(3, 1)).toBeCloseTo(11 / 6, 12);
    expect(harmonic(4, 2)).toBeCloseTo(1 + 1 / 4 + 1 / 9 + 1 / 16, 12);
  });

  it("when ranks are drawn among 3 with s = 1, then they come in the shares 6/11, 3/11, 2/11", () => {
    const draws = 60_000;
    const counts = countRanks(3, 1, draws, 7);
    expectNear(counts[1]!, 6 / 11, draws);
    expectNear(counts[2]!, 3 / 11, draws);
    expectNear(counts[3]!, 2 / 11, draws);
  });

  it("when ranks are drawn among 100,000 with s = 1.1, then rank 1 comes 1/H(n, s) of the time and each band of ranks its share", () => {
    const n = 100_000;
    const s = 1.1;
    const draws = 400_000;
    const counts = countRanks(n, s, draws, 30);
    const total = harmonic(n, s);
    // Rank 1 about 13.5% of the draws, rank 2 about 2^-1.1 of that.
    expect(1 / total).toBeCloseTo(0.1347, 3);
    expectNear(counts[1]!, 1 / total, draws);
    expectNear(counts[2]!, 2 ** -s / total, draws);
    expectNear(counts[10]!, 10 ** -s / total, draws);
    // Bands of ranks, the tail included (a quarter of the draws are beyond rank 1,000).
    const bands: [number, number][] = [
      [3, 10],
      [11, 100],
      [101, 1_000],
      [1_001, 10_000],
      [10_001, n],
    ];
    for (const [from, to] of bands) {
      let observed = 0;
      for (let rank = from; rank <= to; rank += 1) observed += counts[rank]!;
      const share = (harmonic(to, s) - harmonic(from - 1, s)) / total;
      expectNear(observed, share, draws);
    }
    // The last rank is reachable.
    const sampleTail = zipfSampler(n, s, () => 0.999_999_999_9);
    expect(sampleTail()).toBe(n);
    expect(zipfSampler(n, s, () => 0)()).toBe(1);
  });

  it("when the same seed is used twice, then the same ranks come in the same order; another seed gives others", () => {
    const draw = (seed: number) => {
      const sample = zipfSampler(1000, 1.1, seededRandom(seed));
      return Array.from({ length: 50 }, () => sample());
    };
    expect(draw(30)).toEqual(draw(30));
    expect(draw(31)).not.toEqual(draw(30));
  });

  it("when indexes are shuffled, then each of 0..n-1 comes exactly once, in a seeded order", () => {
    const order = shuffledIndexes(10_000, seededRandom(5));
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 10_000 }, (_, i) => i));
    expect([...order.slice(0, 20)]).not.toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect([...shuffledIndexes(10_000, seededRandom(5))]).toEqual([...order]);
  });
});
