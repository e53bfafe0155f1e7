import { describe, expect, it } from "vitest";
import { productCardFigures } from "./product-prices";

describe("productCardFigures", () => {
  const card = {
    discounted_price: 279.2,
    original_price: 349,
    discount_percentage: 20,
    average_rating: 0,
    review_count: 0,
  };

  it("when the product has its own discount, then the card shows that percentage and list price", () => {
    expect(productCardFigures(card)).toEqual({
      price: 279.2,
      original: 349,
      saving: 69.8,
      discountPercent: 20,
      rating: null,
    });
  });

  it("when the product has no discount, then there is no badge and no was-price", () => {
    const plain = { ...card, discounted_price: 349, discount_percentage: 0 };
    expect(productCardFigures(plain)).toMatchObject({ price: 349, original: null, discountPercent: null });
  });

  it("when nobody has reviewed the product, then there is no rating; one 5-star review gives 5", () => {
    expect(productCardFigures(card).rating).toBeNull();
    expect(productCardFigures({ ...card, average_rating: 5, review_count: 1 }).rating).toBe(5);
    expect(productCardFigures({ ...card, average_rating: 3.7, review_count: 3 }).rating).toBe(3.7);
  });
});
