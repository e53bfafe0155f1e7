import type { ProductListResponse } from "@carcare/contracts";

/** How many Similar Products the product page shows. */
export const SIMILAR_PRODUCTS_LIMIT = 8;

/** The listing's filters a product link may carry (/accessories/12?category=Car%20Interior). */
const FILTER_PARAMS = ["search", "category", "brand", "min_price", "max_price"] as const;

const AED_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** The view_products query of a page's Similar Products: every value a string, keys in one order. */
export type SimilarProductsQuery = Partial<Record<(typeof FILTER_PARAMS)[number], string>> & {
  exclude: string;
  limit: string;
};

function usableFilter(name: (typeof FILTER_PARAMS)[number], value: string): boolean {
  if (name === "min_price" || name === "max_price") return AED_AMOUNT.test(value);
  return value.length <= 100;
}

/**
 * Similar Products (spec section 2): the products matching the filters the customer came from, when
 * the link carries any, else the products of the same category; never this product. The same query on
 * the server and in the browser, so the page's data is fetched once. Values the API would refuse are
 * dropped, and so is a price range whose minimum is above its maximum.
 */
export function similarProductsQuery(
  product: { id: number; category_name: string },
  searchParams: URLSearchParams,
): SimilarProductsQuery {
  const filters: Partial<Record<(typeof FILTER_PARAMS)[number], string>> = {};
  for (const name of FILTER_PARAMS) {
    const value = searchParams.get(name)?.trim() ?? "";
    if (value !== "" && usableFilter(name, value)) filters[name] = value;
  }
  if (filters.min_price && filters.max_price && Number(filters.min_price) > Number(filters.max_price)) {
    delete filters.min_price;
    delete filters.max_price;
  }
  const base = Object.keys(filters).length > 0 ? filters : { category: product.category_name };
  return { ...base, exclude: String(product.id), limit: String(SIMILAR_PRODUCTS_LIMIT) };
}

/**
 * The view_products query of the product's own category shelf, when `query` is "this category but
 * this product" (a link without filters): one more than the page shows, and no exclude, so every
 * product page of a category reads the same shelf (the server keeps it briefly for visitors). Null
 * for any other query.
 */
export function categoryShelfQuery(
  product: { id: number; category_name: string },
  query: SimilarProductsQuery,
): { category: string; limit: string } | null {
  const keys = Object.keys(query);
  if (keys.length !== 3 || query.category !== product.category_name || query.exclude !== String(product.id)) {
    return null;
  }
  return { category: product.category_name, limit: String(Number(query.limit) + 1) };
}

/**
 * Similar Products from the category's shelf (see categoryShelfQuery): the answer view_products gives
 * with exclude, since the product is always on its own category's shelf: the shelf without it, cut
 * to the page, and its total less one.
 */
export function similarFromShelf(
  shelf: ProductListResponse,
  productId: number,
  limit: number,
): ProductListResponse {
  const total = Math.max(0, shelf.total - 1);
  return {
    products: shelf.products.filter((product) => product.id !== productId).slice(0, limit),
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
