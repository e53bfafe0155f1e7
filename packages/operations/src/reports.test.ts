import { describe, expect, it } from "vitest";
import { shareOut } from "./reports.js";

// How the sales report shares an order's discount and VAT over its parts (issue 31): whole fils that
// always add up to the amount shared, so a report's rows add up to the invoices.
describe("shareOut", () => {
  it("when an amount is shared, then the shares add up to it exactly and follow the weights", () => {
    expect(shareOut(19389, [9198, 12345])).toEqual([8278, 11111]);
    expect(shareOut(1019, [8278, 11111, 2000])).toEqual([395, 529, 95]);
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 7])).toEqual([0, 0]);
    for (const [total, weights] of [
      [1, [3, 3, 3]],
      [99_999, [1, 2, 3, 4, 5]],
      [95, [2000, 1000, 0]],
    ] as [number, number[]][]) {
      const shares = shareOut(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      const sum = weights.reduce((a, b) => a + b, 0);
      // Each share is its exact part, rounded down or up.
      shares.forEach((share, i) => expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1));
    }
  });

  it("when the weights are zero or huge, then the amount still adds up, in whole fils", () => {
    expect(shareOut(2000, [0, 0])).toEqual([2000, 0]);
    expect(shareOut(7, [])).toEqual([]);
    // amount x weight past 2^53: exact with BigInt.
    const shares = shareOut(900_000_000_07, [300_000_000_01, 600_000_000_02]);
    expect(shares).toEqual([300_000_000_02, 600_000_000_05]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(900_000_000_07);
  });
});
