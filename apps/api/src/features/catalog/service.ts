import {
  type Brand,
  type Category,
  type Product,
  type ProductDetail,
  type ProductListFilter,
  type ProductListResponse,
  type PromotedBrandsProductsResponse,
  type PromotedProduct,
  type PromotedProductsResponse,
  ratingSummary,
} from "@carcare/contracts";
import type { Db } from "../../lib/database.js";
import { notFound } from "../../lib/errors.js";
import type { Language } from "../../lib/language.js";
import * as repo from "./repository.js";
import type { TotalCache } from "./total-cache.js";

export interface CatalogDeps {
  db: Db;
  totals: TotalCache;
}

/** How many deals and brand products the home page strips show. */
export const PROMOTED_LIMIT = 12;
const PRODUCT_NOT_FOUND = "Product not found";

function toPromotedProduct(product: Product): PromotedProduct {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    discounted_price: product.discounted_price,
    original_price: product.original_price,
    discount_percentage: product.discount_percentage,
    average_rating: product.average_rating,
    review_count: product.review_count,
  };
}

/**
 * The listing's filter with category names, and the brands whose name contains the search text,
 * turned into ids; null when a named category does not exist, so nothing can match. Unfiltered
 * listings need no lookup at all. (Brand-filtered listings resolve their names in their own query.)
 */
async function resolveFilter(
  deps: CatalogDeps,
  query: ProductListFilter,
): Promise<repo.ProductFilter | null> {
  const filter: repo.ProductFilter = {
    minPriceFils: query.min_price,
    maxPriceFils: query.max_price,
    excludeId: query.exclude,
  };
  if (query.search === undefined && query.category.length === 0) return filter;
  const ids = await repo.resolveFilterNames(deps.db, {
    categories: query.category,
    search: query.search,
  });
  if (query.category.length > 0) {
    if (ids.categoryIds.length === 0) return null;
    filter.categoryIds = ids.categoryIds;
  }
  if (query.search !== undefined) filter.search = { text: query.search, brandIds: ids.searchBrandIds };
  return filter;
}

/** One key per set of matching products, so case and order of names do not matter. */
export function totalKey(filter: repo.ProductFilter | repo.BrandListingFilter): string {
  const ids = (list: number[] | undefined) => (list ? [...list].sort((a, b) => a - b) : null);
  const common = [filter.minPriceFils ?? null, filter.maxPriceFils ?? null, filter.excludeId ?? null];
  if ("brands" in filter) {
    return JSON.stringify([
      "brands",
      // The names are already lower case (see listProducts).
      [...filter.brands].sort(),
      filter.categories ? [...filter.categories].sort() : null,
      filter.search?.toLowerCase() ?? null,
      ...common,
    ]);
  }
  return JSON.stringify([
    filter.search ? filter.search.text.toLowerCase() : null,
    ids(filter.search?.brandIds),
    ids(filter.categoryIds),
    ...common,
  ]);
}

const ORDER: Record<"" | "asc" | "desc", repo.ProductOrder> = {
  "": "newest",
  asc: "price_asc",
  desc: "price_desc",
};

/**
 * A page of products. The total comes from the short-lived count cache (see total-cache.ts) unless
 * this page itself proves it: a page shorter than the limit ends the list.
 */
export async function listProducts(
  deps: CatalogDeps,
  query: ProductListFilter,
  language: Language = "en",
): Promise<ProductListResponse> {
  const order = ORDER[query.sort ?? ""];
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  let rows: Product[];
  let filter: repo.ProductFilter | repo.BrandListingFilter;
  let count: (filter: repo.ProductFilter | repo.BrandListingFilter) => Promise<number>;
  if (query.brand.length > 0) {
    const brandFilter: repo.BrandListingFilter = {
      brands: query.brand.map((name) => name.toLowerCase()),
      categories: query.category.length > 0 ? query.category.map((name) => name.toLowerCase()) : undefined,
      search: query.search,
      minPriceFils: query.min_price,
      maxPriceFils: query.max_price,
      excludeId: query.exclude,
    };
    rows = await repo.listBrandProducts(deps.db, brandFilter, order, page, language);
    filter = brandFilter;
    count = (f) => repo.countBrandProducts(deps.db, f as repo.BrandListingFilter);
  } else {
    const resolved = await resolveFilter(deps, query);
    if (!resolved) return { products: [], product: [], pages: 1, total: 0 };
    rows = await repo.listProducts(deps.db, resolved, order, page, language);
    filter = resolved;
    count = (f) => repo.countProducts(deps.db, f as repo.ProductFilter);
  }
  let total: number;
  if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
    total = page.offset + rows.length;
    if (filter.excludeId === undefined) deps.totals.set(totalKey(filter), total);
  } else if (filter.excludeId === undefined) {
    total = await deps.totals.get(totalKey(filter), () => count(filter));
  } else {
    // "All but this product" (Similar Products on every product page): the cached count of all of
    // them, shared by the pages of a category, less this product when it is one of them (a lookup by
    // primary key), instead of a count per product page.
    const all = { ...filter, excludeId: undefined };
    const [everything, itself] = await Promise.all([
      deps.totals.get(totalKey(all), () => count(all)),
      count({ ...all, onlyId: filter.excludeId }),
    ]);
    total = everything - itself;
  }
  return {
    products: rows,
    // The same array again for the old web client (see ProductListResponseSchema): one reference,
    // so the page loaders' data carries it once.
    product: rows,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    total,
  };
}

/** The product page: the product and its ratings block, or 404. Read only. */
export async function getProduct(
  deps: CatalogDeps,
  id: number,
  language: Language = "en",
): Promise<ProductDetail> {
  const found = await repo.findProductDetail(deps.db, id, language);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
  return {
    ...found.product,
    ratings: ratingSummary(found.stars),
    lowest_price_in_7_days: found.lowestPriceInDays,
  };
}

export async function getPromotedProducts(
  deps: CatalogDeps,
  language: Language = "en",
): Promise<PromotedProductsResponse> {
  const rows = await repo.listPromotedProducts(deps.db, PROMOTED_LIMIT, language);
  // Sorted by discount, biggest first: the first deal carries the maximum.
  return { promoted_products: rows.map(toPromotedProduct), max_discount: rows[0]?.discount_percentage ?? 0 };
}

export async function getPromotedBrandProducts(
  deps: CatalogDeps,
  language: Language = "en",
): Promise<PromotedBrandsProductsResponse> {
  const rows = await repo.listPromotedBrandProducts(deps.db, PROMOTED_LIMIT, language);
  return { promoted_brands_products: rows.map(toPromotedProduct) };
}

export const getBrands = (deps: CatalogDeps, language: Language = "en"): Promise<Brand[]> =>
  repo.listBrands(deps.db, language);
export const getCategories = (deps: CatalogDeps, language: Language = "en"): Promise<Category[]> =>
  repo.listCategories(deps.db, language);

/** Every product page's id and last change, oldest first (the sitemap). */
export const getProductPages = (deps: CatalogDeps) => repo.listProductPages(deps.db);
