/** What the product page says about a product's price. All amounts are AED with two decimals. */
export interface ProductPrices {
  /** What the customer pays. */
  price: number;
  /** The struck-through list price; null without a discount. */
  original: number | null;
  /** original - price; null without a discount. */
  saving: number | null;
}

const toFils = (aed: number) => Math.round(aed * 100);
const toAed = (fils: number) => fils / 100;

/**
 * The spec's original price (section 9): price / (1 - discount fraction), to the nearest fil. The
 * price was rounded once already, so this can miss the real list price by a fil or two.
 */
export function originalPriceFromDiscount(price: number, discountPercentage: number): number {
  if (discountPercentage <= 0 || discountPercentage >= 100) return price;
  return toAed(Math.round((toFils(price) * 100) / (100 - discountPercentage)));
}

/**
 * The detail page's prices. The API sends the list price it discounted from, which the spec's formula
 * only reconstructs; it is shown when it is a real list price (above the price), so the page and the
 * product cards show the same amount. Otherwise the formula gives it. Saving is computed in fils.
 */
export function productPrices(product: {
  price: number;
  original_price: number;
  discount_percentage: number;
}): ProductPrices {
  const { price, discount_percentage: discount } = product;
  if (discount <= 0) return { price, original: null, saving: null };
  const original =
    product.original_price > price ? product.original_price : originalPriceFromDiscount(price, discount);
  const saving = toAed(toFils(original) - toFils(price));
  return saving > 0 ? { price, original, saving } : { price, original: null, saving: null };
}

/** What every product card (home strips, listing, similar products) says about a product. */
export interface ProductCardFigures extends ProductPrices {
  /** The product's own discount, whole percent; null when nothing is struck through. */
  discountPercent: number | null;
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
  const prices = productPrices({
    price: product.discounted_price,
    original_price: product.original_price,
    discount_percentage: product.discount_percentage,
  });
  return {
    ...prices,
    discountPercent: prices.original === null ? null : product.discount_percentage,
    rating: product.review_count > 0 && product.average_rating > 0 ? product.average_rating : null,
  };
}
