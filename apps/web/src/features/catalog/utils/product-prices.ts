import { type DiscountedPrices, discountedPrices } from "../../../lib/prices";

/** What every product card (home strips, listing, similar products) says about a product. */
export interface ProductCardFigures extends DiscountedPrices {
  /** The average of its reviews; null when nobody has reviewed it (no stars are shown then). */
  rating: number | null;
}

/**
 * The one place a card's price, discount, was-price and rating come from: the product's own figures
 * as the API sends them, never a fixed badge or a made-up rating.
 */
export function productCardFigures(product: {
  discounted_price: number;
  original_price: number;
  discount_percentage: number;
  average_rating: number;
  review_count: number;
}): ProductCardFigures {
  return {
    ...discountedPrices({
      price: product.discounted_price,
      original_price: product.original_price,
      discount_percentage: product.discount_percentage,
    }),
    rating: product.review_count > 0 && product.average_rating > 0 ? product.average_rating : null,
  };
}
