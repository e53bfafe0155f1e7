import { describe, expect, it } from "vitest";
import { aedToFils, filsToAed, percentOfFils, salePriceFils, vatPartFils } from "./money.js";

describe("money", () => {
  it("when a discount leaves half a fils, then it rounds half up", () => {
    expect(percentOfFils(1050, 5)).toBe(53); // 52.5 -> 53
    expect(salePriceFils(1050, 5)).toBe(997);
  });
  it("when amounts are converted, then no binary-float drift appears", () => {
    expect(aedToFils("0.1")).toBe(10);
    expect(aedToFils(19.99)).toBe(1999);
    expect(aedToFils("1234.05")).toBe(123405);
    expect(filsToAed(1999)).toBe(19.99);
  });
  it("when an amount has three decimals or is not a number, then it is refused", () => {
    expect(() => aedToFils("1.234")).toThrow(RangeError);
    expect(() => aedToFils("abc")).toThrow(RangeError);
    expect(() => percentOfFils(1.5, 10)).toThrow(RangeError);
  });

  it("when VAT is taken out of a VAT-inclusive total, then it is rate/(100+rate) of it, half up to the fils", () => {
    expect(vatPartFils(10_500, 5)).toBe(500); // AED 105.00 = 100.00 + 5.00 VAT
    expect(vatPartFils(2_000, 5)).toBe(95); // 95.238… -> 95
    expect(vatPartFils(21, 5)).toBe(1); // exactly 1.000 -> 1
    expect(vatPartFils(42, 5)).toBe(2); // exactly 2.0
    expect(vatPartFils(31, 5)).toBe(1); // 1.476 -> 1
    expect(vatPartFils(32, 5)).toBe(2); // 1.5238 -> 2
    // An exact half rounds up: 3 fils at 100% VAT hold 1.5 fils of VAT -> 2.
    expect(vatPartFils(3, 100)).toBe(2);
    expect(vatPartFils(143_661, 5)).toBe(6_841);
    expect(vatPartFils(0, 5)).toBe(0);
    expect(vatPartFils(10_000, 0)).toBe(0);
    expect(() => vatPartFils(100, 5.5)).toThrow(RangeError);
    expect(() => vatPartFils(1.5, 5)).toThrow(RangeError);
  });
});
