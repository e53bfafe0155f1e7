import { describe, expect, it } from "vitest";
import { discountedPrices, originalPriceFromDiscount, productPrices } from "./prices";

describe("originalPriceFromDiscount", () => {
  it("when a price carries a discount, then the original is price / (1 - discount fraction) to the fil", () => {
    expect(originalPriceFromDiscount(279.2, 20)).toBe(349);
    expect(originalPriceFromDiscount(9.97, 5)).toBe(10.49);
    expect(originalPriceFromDiscount(100, 33)).toBe(149.25);
  });

  it("when there is no usable discount, then the original is the price itself", () => {
    expect(originalPriceFromDiscount(50, 0)).toBe(50);
    expect(originalPriceFromDiscount(50, 100)).toBe(50);
  });
});

describe("productPrices", () => {
  it("when the product has no discount, then there is no original price and no saving", () => {
    expect(productPrices({ price: 459, original_price: 459, discount_percentage: 0 })).toEqual({
      price: 459,
      original: null,
      saving: null,
    });
  });

  it("when the API sends the list price, then it is the original and the saving is exact in fils", () => {
    expect(productPrices({ price: 279.2, original_price: 349, discount_percentage: 20 })).toEqual({
      price: 279.2,
      original: 349,
      saving: 69.8,
    });
    // 10.50 - 9.97 in floats is 0.5300000000000011.
    expect(productPrices({ price: 9.97, original_price: 10.5, discount_percentage: 5 }).saving).toBe(0.53);
  });

  it("when the list price is missing or not above the price, then the spec's formula gives the original", () => {
    expect(productPrices({ price: 90, original_price: 90, discount_percentage: 10 })).toEqual({
      price: 90,
      original: 100,
      saving: 10,
    });
  });

  it("when a tiny discount rounds to no saving, then nothing is struck through", () => {
    expect(productPrices({ price: 0.01, original_price: 0, discount_percentage: 1 })).toEqual({
      price: 0.01,
      original: null,
      saving: null,
    });
  });
});

describe("discountedPrices", () => {
  it("when the product has its own discount, then its percentage is shown with the list price", () => {
    expect(discountedPrices({ price: 9.97, original_price: 10.5, discount_percentage: 5 })).toEqual({
      price: 9.97,
      original: 10.5,
      saving: 0.53,
      discountPercent: 5,
    });
  });

  it("when nothing is struck through, then there is no percentage either", () => {
    expect(discountedPrices({ price: 19.99, original_price: 19.99, discount_percentage: 0 })).toEqual({
      price: 19.99,
      original: null,
      saving: null,
      discountPercent: null,
    });
    expect(
      discountedPrices({ price: 0.01, original_price: 0, discount_percentage: 1 }).discountPercent,
    ).toBeNull();
  });
});
