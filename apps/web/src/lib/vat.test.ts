import { describe, expect, it } from "vitest";
import { vatPartOf } from "./vat";

describe("vatPartOf", () => {
  it("when a VAT-inclusive total is split, then its VAT part is total x rate / (100 + rate), half up to the fils", () => {
    expect(vatPartOf(385.41, 5)).toBe(18.35); // 1,835.28 fils
    expect(vatPartOf(49.91, 5)).toBe(2.38); // 237.67 fils
    expect(vatPartOf(0.21, 5)).toBe(0.01); // exactly 1 fils
    expect(vatPartOf(0.1, 5)).toBe(0); // 0.476 fils
    expect(vatPartOf(53.33, 10)).toBe(4.85); // 484.8 fils
    expect(vatPartOf(100, 0)).toBe(0);
  });
});
