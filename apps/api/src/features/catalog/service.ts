import {
  type Brand,
  type Category,
  filsToAed,
  SEARCH_SUGGESTIONS_GROUPS,
  SEARCH_SUGGESTIONS_MIN_LENGTH,
  SEARCH_SUGGESTIONS_PRODUCTS,
  type SearchMatch,
  type SearchOutcome,
  type SearchSuggestionsResponse,
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
import { planSearch, type SearchQuery } from "./search.js";
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
 * The listing's filter with category (and, with a search, brand) names turned into ids; null when a
 * named category or brand does not exist, so nothing can match. Unfiltered listings need no lookup
 * at all. (Brand-filtered listings without a search resolve their names in their own query.)
 */
async function resolveFilter(
  deps: CatalogDeps,
  query: ProductListFilter,
  brands: string[],
): Promise<repo.ProductFilter | null> {
  const filter: repo.ProductFilter = {
    minPriceFils: query.min_price,
    maxPriceFils: query.max_price,
    excludeId: query.exclude,
  };
  if (brands.length === 0 && query.category.length === 0) return filter;
  const ids = await repo.resolveFilterNames(deps.db, { categories: query.category, brands });
  if (query.category.length > 0) {
    if (ids.categoryIds.length === 0) return null;
    filter.categoryIds = ids.categoryIds;
  }
  if (brands.length > 0) {
    if (ids.brandIds.length === 0) return null;
    filter.brandIds = ids.brandIds;
  }
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
      ...common,
    ]);
  }
  return JSON.stringify([
    filter.search?.text ?? null,
    ids(filter.brandIds),
    ids(filter.categoryIds),
    ...common,
  ]);
}

const ORDER: Record<"" | "asc" | "desc", repo.ProductOrder> = {
  "": "newest",
  asc: "price_asc",
  desc: "price_desc",
};

type AnyFilter = repo.ProductFilter | repo.BrandListingFilter;

/** One page of a listing, and its total: see pageOf. */
interface ListingPage {
  rows: Product[];
  total: number;
}

/**
 * A page of products and the total. The total comes from the short-lived count cache (see
 * total-cache.ts) unless this page itself proves it: a page shorter than the limit ends the list.
 */
async function pageOf<F extends AnyFilter>(
  deps: CatalogDeps,
  filter: F,
  list: (filter: F) => Promise<Product[]>,
  count: (filter: F) => Promise<number>,
  page: { limit: number; offset: number },
): Promise<ListingPage> {
  const rows = await list(filter);
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
  return { rows, total };
}

function answer(page: ListingPage, limit: number, search?: SearchOutcome): ProductListResponse {
  return {
    products: page.rows,
    // The same array again for the old web client (see ProductListResponseSchema): one reference,
    // so the page loaders' data carries it once.
    product: page.rows,
    pages: Math.max(1, Math.ceil(page.total / limit)),
    total: page.total,
    ...(search ? { search } : {}),
  };
}

/** A listing: with a search (searchProducts), by brand, or the whole catalogue filtered. */
export async function listProducts(
  deps: CatalogDeps,
  query: ProductListFilter,
  language: Language = "en",
): Promise<ProductListResponse> {
  if (query.search !== undefined) return searchProducts(deps, query, query.search, language);
  const order = ORDER[query.sort ?? ""];
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  if (query.brand.length > 0) {
    const brandFilter: repo.BrandListingFilter = {
      brands: query.brand.map((name) => name.toLowerCase()),
      categories: query.category.length > 0 ? query.category.map((name) => name.toLowerCase()) : undefined,
      minPriceFils: query.min_price,
      maxPriceFils: query.max_price,
      excludeId: query.exclude,
    };
    const found = await pageOf(
      deps,
      brandFilter,
      (f) => repo.listBrandProducts(deps.db, f, order, page, language),
      (f) => repo.countBrandProducts(deps.db, f),
      page,
    );
    return answer(found, query.limit);
  }
  const resolved = await resolveFilter(deps, query, []);
  if (!resolved) return answer({ rows: [], total: 0 }, query.limit);
  const found = await pageOf(
    deps,
    resolved,
    (f) => repo.listProducts(deps.db, f, order, page, language),
    (f) => repo.countProducts(deps.db, f),
    page,
  );
  return answer(found, query.limit);
}

/**
 * A search (search.ts reads the text): the products matching every word, best match first unless
 * sorted by price; when none does, the closest matches (any word). A plain search (no other filter)
 * that finds nothing matching every word is counted for the operators (`pnpm ops search misses`).
 */
async function searchProducts(
  deps: CatalogDeps,
  query: ProductListFilter,
  text: string,
  language: Language,
): Promise<ProductListResponse> {
  const order = query.sort ? ORDER[query.sort] : "relevance";
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const [plan, resolved] = await Promise.all([
    repo.analyseSearch(deps.db, text, false).then(planSearch),
    resolveFilter(deps, query, query.brand),
  ]);
  const corrected = plan.corrected === undefined ? {} : { corrected: plan.corrected };
  const run = (search: SearchQuery) =>
    pageOf(
      deps,
      { ...resolved, search },
      (f) => repo.listProducts(deps.db, f, order, page, language),
      (f) => repo.countProducts(deps.db, f),
      page,
    );
  let found: ListingPage = { rows: [], total: 0 };
  let match: SearchMatch = "none";
  if (resolved && plan.all !== null) {
    found = await run(plan.all);
    match = "all";
    if (found.total === 0 && plan.any !== null && plan.any.text !== plan.all.text) {
      found = await run(plan.any);
      match = "some";
    }
    if (found.total === 0) match = "none";
  }
  const plain =
    query.category.length === 0 &&
    query.brand.length === 0 &&
    query.min_price === undefined &&
    query.max_price === undefined &&
    query.exclude === undefined;
  if (match !== "all" && plain && query.page === 1 && plan.normalised !== "") {
    await repo.recordSearchMiss(deps.db, plan.normalised.slice(0, SEARCH_MISS_MAX_LENGTH));
    missesSincePrune += 1;
    if (missesSincePrune >= SEARCH_MISSES_PRUNE_EVERY) {
      missesSincePrune = 0;
      await repo.pruneSearchMisses(deps.db, SEARCH_MISSES_KEPT);
    }
  }
  return answer(found, query.limit, { match, ...corrected });
}

/** A counted miss keeps at most this many characters of the text. */
const SEARCH_MISS_MAX_LENGTH = 100;
/**
 * The misses table keeps the SEARCH_MISSES_KEPT most recently seen texts: every
 * SEARCH_MISSES_PRUNE_EVERY misses counted by this process, the older ones go, so endless distinct
 * texts (a bot) cannot grow it without bound.
 */
const SEARCH_MISSES_KEPT = 10_000;
const SEARCH_MISSES_PRUNE_EVERY = 100;
let missesSincePrune = 0;

/** Suggestions while typing: products, then matching categories and brands. */
export async function suggest(
  deps: CatalogDeps,
  text: string,
  language: Language = "en",
): Promise<SearchSuggestionsResponse> {
  const empty: SearchSuggestionsResponse = { query: text, products: [], categories: [], brands: [] };
  if ([...text].length < SEARCH_SUGGESTIONS_MIN_LENGTH) return empty;
  const plan = planSearch(await repo.analyseSearch(deps.db, text, true));
  if (plan.all === null || plan.any === null) return empty;
  const { all, any } = plan;
  // Products and groups at the same time, on two of the pool's connections: the shopper waits for
  // the slower of the two, not their sum.
  const [products, groups] = await Promise.all([
    repo
      .suggestProducts(deps.db, all, SEARCH_SUGGESTIONS_PRODUCTS, language)
      .then((rows) =>
        rows.length === 0 && any.text !== all.text
          ? repo.suggestProducts(deps.db, any, SEARCH_SUGGESTIONS_PRODUCTS, language)
          : rows,
      ),
    repo.suggestGroups(deps.db, any.text, SEARCH_SUGGESTIONS_GROUPS, language),
  ]);
  return {
    query: text,
    products: products.map((row) => ({
      id: row.id,
      name: row.name,
      image: row.image,
      price: filsToAed(row.salePriceFils),
      original_price: filsToAed(row.priceFils),
      discount_percentage: row.discountPercentage,
    })),
    ...groups,
    ...(plan.corrected === undefined ? {} : { corrected: plan.corrected }),
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
