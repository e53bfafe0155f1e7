/**
 * A product's own price figures, as every page shows them (product cards, the product page, cart
 * lines, the wishlist). All amounts are AED with two decimals.
 */
export interface ProductPrices {
  /** What the customer pays. */
  price: number;
  /** The struck-through list price; null without a discount. */
  original: number | null;
  /** original - price; null without a discount. */
  saving: number | null;
}

/** ProductPrices with the product's own discount to show as "N% OFF". */
export interface DiscountedPrices extends ProductPrices {
  /** The product's own discount, whole percent; null when nothing is struck through. */
  discountPercent: number | null;
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
 * A product's prices. The API sends the list price it discounted from, which the spec's formula
 * only reconstructs; it is shown when it is a real list price (above the price), so every page shows
 * the same amount. Otherwise the formula gives it. Saving is computed in fils.
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

/** productPrices and the product's own "N% OFF" (none when nothing is struck through). */
export function discountedPrices(product: {
  price: number;
  original_price: number;
  discount_percentage: number;
}): DiscountedPrices {
  const prices = productPrices(product);
  return { ...prices, discountPercent: prices.original === null ? null : product.discount_percentage };
}
