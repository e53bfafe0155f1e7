import { describe, expect, it } from "vitest";
import { aedToFils, filsToAed, percentOfFils, salePriceFils } from "./money.js";

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
});
