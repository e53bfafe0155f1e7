import {
  averageRating,
  type Category as CategoryAnswer,
  filsToAed,
  LOWEST_PRICE_DAYS,
  PLACEHOLDER_IMAGE,
  type Product as ProductAnswer,
} from "@carcare/contracts";
import { type Brand, type Category, Prisma, type Product } from "@carcare/db";
import { type Db, queryRows } from "../../lib/database.js";
import type { Language } from "../../lib/language.js";

// Catalogue reads are prepared statements on the pool (queryRows): they are the store's hottest path.
// They answer in the contracts' product shape: a new product column is added to the schema, its
// migration, the contract and this file (productColumns, ProductRow, toProduct), nowhere else.
//
// Texts come in the request's language (issue 27): with "ar", the Arabic column where it holds text,
// else the English one. The language is a parameter of the statement, not part of its text, so each
// read stays one prepared statement for both languages.

/** `english`, or in Arabic `arabic` when it holds text: an SQL expression. */
export function localized(language: Language, english: Prisma.Sql, arabic: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${language === "ar"}::boolean AND btrim(${arabic}) <> '' THEN ${arabic} ELSE ${english} END`;
}

/** Arabic script (the Arabic block, its supplement and presentation forms). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * The text search's match on a name: its English name contains the text (ignoring case), or, for
 * a text in Arabic script, its Arabic name does once both are normalised (arabic_normalise in the
 * migration: alef forms, taa marbuta, alef maqsura, diacritics and tatweel). Both have a trigram
 * index; whatever the request's language, a name in either language is found. A text without Arabic
 * letters keeps today's statement: the Latin words of an Arabic name (brand, model) are the English
 * name's too, and the brand listings' index-only scans hold the English name, not the Arabic one.
 */
function nameContains(alias: "p" | "q" | "b", pattern: string): Prisma.Sql {
  const t = Prisma.raw(alias);
  if (!ARABIC_SCRIPT.test(pattern)) return Prisma.sql`${t}.name ILIKE ${pattern}`;
  return Prisma.sql`(${t}.name ILIKE ${pattern} OR arabic_normalise(${t}.name_ar) ILIKE arabic_normalise(${pattern}::text))`;
}

/**
 * The columns every product answer needs, with its brand and category names: the schema's Product
 * fields that productColumns selects (under the same names), in the request's language.
 */
type ProductRow = Pick<
  Product,
  | "id"
  | "name"
  | "image"
  | "description"
  | "priceFils"
  | "discountPercentage"
  | "salePriceFils"
  | "ratingCount"
  | "ratingSum"
  | "stock"
> & { brand: Brand["name"]; categoryName: Category["name"] };

/** A listing's filter without brands, with names already resolved to ids (see resolveFilterNames). */
export interface ProductFilter {
  /** Case-insensitive "contains" over the product name, or a brand whose name contains it. */
  search?: { text: string; brandIds: number[] } | undefined;
  /** undefined: no filter; otherwise any of these ids (never empty: the service answers that itself). */
  categoryIds?: number[] | undefined;
  minPriceFils?: number | undefined;
  maxPriceFils?: number | undefined;
  excludeId?: number | undefined;
  /** Only this product (whether one product matches the rest of the filter). */
  onlyId?: number | undefined;
}

export type ProductOrder = "newest" | "price_asc" | "price_desc";

// Brand and category names come from scalar subqueries on their primary keys rather than joins:
// the same result, but PostgreSQL plans these small lookups several times faster than a 3-way join,
// and planning dominates a LIMIT 6 query.
const productColumns = (language: Language) => Prisma.sql`
  p.id, ${localized(language, Prisma.sql`p.name`, Prisma.sql`p.name_ar`)} AS name,
  (SELECT ${localized(language, Prisma.sql`b.name`, Prisma.sql`b.name_ar`)} FROM brands b WHERE b.id = p.brand_id) AS brand,
  (SELECT ${localized(language, Prisma.sql`c.name`, Prisma.sql`c.name_ar`)} FROM categories c WHERE c.id = p.category_id) AS "categoryName",
  p.image, ${localized(language, Prisma.sql`p.description`, Prisma.sql`p.description_ar`)} AS description, p.price_fils AS "priceFils", p.discount_percentage AS "discountPercentage",
  p.sale_price_fils AS "salePriceFils", p.rating_count AS "ratingCount", p.rating_sum AS "ratingSum",
  p.stock`;

function toProduct(row: ProductRow): ProductAnswer {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    category_name: row.categoryName,
    image: row.image,
    description: row.description,
    price: filsToAed(row.salePriceFils),
    original_price: filsToAed(row.priceFils),
    discounted_price: filsToAed(row.salePriceFils),
    discount_percentage: row.discountPercentage,
    average_rating: averageRating(row.ratingSum, row.ratingCount),
    review_count: row.ratingCount,
    stock: row.stock,
  };
}

/** Runs a query selecting productColumns and answers the products. */
const queryProducts = async (db: Db, query: Prisma.Sql, options?: { prepare?: boolean }) =>
  (await queryRows<ProductRow>(db, query, options)).map(toProduct);

// Each order ends on the id so pages never overlap or skip rows that share a price or a time.
function orderBy(order: ProductOrder, alias: "p" | "q"): Prisma.Sql {
  const t = Prisma.raw(alias);
  switch (order) {
    case "newest":
      return Prisma.sql`ORDER BY ${t}.created_at DESC, ${t}.id DESC`;
    case "price_asc":
      return Prisma.sql`ORDER BY ${t}.sale_price_fils ASC, ${t}.id ASC`;
    case "price_desc":
      return Prisma.sql`ORDER BY ${t}.sale_price_fils DESC, ${t}.id DESC`;
  }
}

/** Makes a typed text match itself literally inside ILIKE (%, _ and \ are wildcards or escapes there). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * The category ids a listing's names stand for (English names ignore case; an Arabic name, as the
 * Arabic answers show it, counts too), and the brands whose name contains the search text, in one
 * small query. Resolving them first gives the planner real ids,
 * so it picks the (category_id, ...) and trigram indexes well.
 */
export async function resolveFilterNames(
  db: Db,
  names: { categories: string[]; search: string | undefined },
): Promise<{ categoryIds: number[]; searchBrandIds: number[] }> {
  const categories = names.categories.map((name) => name.toLowerCase());
  const pattern = names.search === undefined ? null : likePattern(names.search);
  const rows = await queryRows<{ kind: "category" | "search"; id: number }>(
    db,
    Prisma.sql`
    SELECT 'category' AS kind, id FROM categories
    WHERE lower(name) = ANY(${categories}::text[]) OR name_ar = ANY(${names.categories}::text[])
    UNION ALL
    SELECT 'search', id FROM brands b WHERE ${pattern}::text IS NOT NULL AND ${nameContains("b", pattern ?? "")}`,
    { prepare: pattern === null },
  );
  const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return { categoryIds: idsOf("category"), searchBrandIds: idsOf("search") };
}

/** Price range and excluded product, the conditions every listing shape shares. */
function rangeConditions(
  filter: Pick<ProductFilter, "minPriceFils" | "maxPriceFils" | "excludeId" | "onlyId">,
  alias: "p" | "q",
): Prisma.Sql[] {
  const t = Prisma.raw(alias);
  const conditions: Prisma.Sql[] = [];
  if (filter.minPriceFils !== undefined)
    conditions.push(Prisma.sql`${t}.sale_price_fils >= ${filter.minPriceFils}`);
  if (filter.maxPriceFils !== undefined)
    conditions.push(Prisma.sql`${t}.sale_price_fils <= ${filter.maxPriceFils}`);
  if (filter.excludeId !== undefined) conditions.push(Prisma.sql`${t}.id <> ${filter.excludeId}`);
  if (filter.onlyId !== undefined) conditions.push(Prisma.sql`${t}.id = ${filter.onlyId}`);
  return conditions;
}

/**
 * The WHERE clause of a listing. The cheap integer conditions come first and the ILIKE last:
 * PostgreSQL evaluates equally costed filters in the order written, so a scan along an ordered
 * index (newest first, or by price) tests the name only on rows that already passed the rest.
 */
function whereOf(filter: ProductFilter): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.categoryIds) conditions.push(Prisma.sql`p.category_id = ANY(${filter.categoryIds}::int[])`);
  conditions.push(...rangeConditions(filter, "p"));
  if (filter.search) {
    const pattern = likePattern(filter.search.text);
    conditions.push(
      filter.search.brandIds.length > 0
        ? Prisma.sql`(p.brand_id = ANY(${filter.search.brandIds}::int[]) OR ${nameContains("p", pattern)})`
        : nameContains("p", pattern),
    );
  }
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** One page of a listing in a single query (no query per product). */
export const listProducts = (
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  page: { limit: number; offset: number },
  language: Language,
) =>
  queryProducts(
    db,
    Prisma.sql`
    SELECT ${productColumns(language)} FROM products p
    ${whereOf(filter)}
    ${orderBy(order, "p")}
    LIMIT ${page.limit} OFFSET ${page.offset}`,
    // A text search needs a plan made for its pattern (see queryRows).
    { prepare: filter.search === undefined },
  );

/** The exact number of products a filter matches. */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    db,
    Prisma.sql`SELECT count(*)::int AS total FROM products p ${whereOf(filter)}`,
    { prepare: filter.search === undefined },
  );
  return rows[0]?.total ?? 0;
}

/** A listing filtered by brand: names as typed (any case); the database resolves them. */
export interface BrandListingFilter {
  /** Lower-case brand names (English, or Arabic as the Arabic answers show them), at least one. */
  brands: string[];
  /** Lower-case category names (English or Arabic); undefined: every category. */
  categories?: string[] | undefined;
  /** Contained in the product's or the brand's name, ignoring case. */
  search?: string | undefined;
  minPriceFils?: number | undefined;
  maxPriceFils?: number | undefined;
  excludeId?: number | undefined;
  /** Only this product (whether one product matches the rest of the filter). */
  onlyId?: number | undefined;
}

/**
 * The brands of a brand listing (alias b) joined to their own products (alias q) by the listing's
 * other conditions, in one statement: names are resolved here, not in a round trip before.
 */
function brandListingJoin(filter: BrandListingFilter, inner: (where: Prisma.Sql) => Prisma.Sql): Prisma.Sql {
  const conditions = [Prisma.sql`q.brand_id = b.id`];
  if (filter.categories)
    conditions.push(
      Prisma.sql`q.category_id = ANY(ARRAY(SELECT c.id FROM categories c
        WHERE lower(c.name) = ANY(${filter.categories}::text[]) OR lower(c.name_ar) = ANY(${filter.categories}::text[])))`,
    );
  conditions.push(...rangeConditions(filter, "q"));
  if (filter.search !== undefined) {
    // A brand whose own name contains the text matches with all its products.
    const pattern = likePattern(filter.search);
    conditions.push(Prisma.sql`(${nameContains("b", pattern)} OR ${nameContains("q", pattern)})`);
  }
  return Prisma.sql`brands b CROSS JOIN LATERAL (${inner(Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`)}) x
    WHERE lower(b.name) = ANY(${filter.brands}::text[]) OR lower(b.name_ar) = ANY(${filter.brands}::text[])`;
}

/**
 * One page of a brand-filtered listing. Each brand's first offset+limit products in the listing's
 * order come from an index-only scan of its own (brand_id, ...) index range, and the page is cut
 * from their union: a few hundred index entries, where intersecting the brands with every product
 * whose name matches the search would read thousands. Its plan does not depend on the search text,
 * so it is prepared like the other catalogue reads.
 */
export const listBrandProducts = (
  db: Db,
  filter: BrandListingFilter,
  order: ProductOrder,
  page: { limit: number; offset: number },
  language: Language,
) =>
  queryProducts(
    db,
    Prisma.sql`
    SELECT ${productColumns(language)} FROM products p
    WHERE p.id IN (SELECT x.id FROM ${brandListingJoin(
      filter,
      (where) => Prisma.sql`SELECT q.id FROM products q ${where} ${orderBy(order, "q")}
        LIMIT ${page.offset + page.limit}`,
    )})
    ${orderBy(order, "p")}
    LIMIT ${page.limit} OFFSET ${page.offset}`,
  );

/** The exact number of products a brand listing matches. */
export async function countBrandProducts(db: Db, filter: BrandListingFilter): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    db,
    Prisma.sql`SELECT coalesce(sum(x.n), 0)::int AS total FROM ${brandListingJoin(
      filter,
      (where) => Prisma.sql`SELECT count(*) AS n FROM products q ${where}`,
    )}`,
  );
  return rows[0]?.total ?? 0;
}

/** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
export type StarCounts = [number, number, number, number, number];

/** A product with its 5-to-1 star counts, aggregated in SQL in the same round trip. */
export async function findProductDetail(
  db: Db,
  id: number,
  language: Language,
): Promise<{ product: ProductAnswer; stars: StarCounts; lowestPriceInDays: boolean } | null> {
  type DetailRow = ProductRow &
    Record<"stars_5" | "stars_4" | "stars_3" | "stars_2" | "stars_1", number> & {
      lowestPriceInDays: boolean;
    };
  // The badge (decision 017): the history row in effect LOWEST_PRICE_DAYS ago must exist (the
  // history covers the whole window), and no sale price in effect since may be below today's. Two
  // index range reads on (product_id, changed_at) in the same round trip.
  const rows = await queryRows<DetailRow>(
    db,
    Prisma.sql`
    SELECT ${productColumns(language)}, r.stars_5, r.stars_4, r.stars_3, r.stars_2, r.stars_1,
      (p.discount_percentage > 0 AND w.since IS NOT NULL AND p.sale_price_fils <= (
        SELECT min(h.sale_price_fils) FROM product_price_history h
        WHERE h.product_id = p.id AND h.changed_at >= w.since)) IS TRUE AS "lowestPriceInDays"
    FROM products p
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE pr.rating = 5)::int AS stars_5,
             count(*) FILTER (WHERE pr.rating = 4)::int AS stars_4,
             count(*) FILTER (WHERE pr.rating = 3)::int AS stars_3,
             count(*) FILTER (WHERE pr.rating = 2)::int AS stars_2,
             count(*) FILTER (WHERE pr.rating = 1)::int AS stars_1
      FROM product_reviews pr WHERE pr.product_id = p.id
    ) r
    CROSS JOIN LATERAL (
      SELECT max(h.changed_at) AS since FROM product_price_history h
      WHERE h.product_id = p.id AND h.changed_at <= now() - ${LOWEST_PRICE_DAYS}::int * interval '1 day'
    ) w
    WHERE p.id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    product: toProduct(row),
    stars: [row.stars_5, row.stars_4, row.stars_3, row.stars_2, row.stars_1],
    lowestPriceInDays: row.lowestPriceInDays,
  };
}

/** Today's Deals: promoted products, biggest discount first. */
export const listPromotedProducts = (db: Db, limit: number, language: Language) =>
  queryProducts(
    db,
    Prisma.sql`
    SELECT ${productColumns(language)} FROM products p
    WHERE p.promoted
    ORDER BY p.discount_percentage DESC, p.created_at DESC, p.id DESC
    LIMIT ${limit}`,
  );

/** Products of the promoted brands, newest first. */
export const listPromotedBrandProducts = (db: Db, limit: number, language: Language) =>
  queryProducts(
    db,
    Prisma.sql`
    SELECT ${productColumns(language)} FROM products p
    WHERE p.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE promoted))
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${limit}`,
  );

/** The brands by their English name (the order does not change with the language). */
export const listBrands = (db: Db, language: Language) =>
  queryRows<Pick<Brand, "id" | "name">>(
    db,
    Prisma.sql`SELECT id, ${localized(language, Prisma.sql`name`, Prisma.sql`name_ar`)} AS name FROM brands ORDER BY brands.name, id`,
  );

/** The categories in display order, each with its picture (the placeholder when it has none). */
export const listCategories = async (db: Db, language: Language): Promise<CategoryAnswer[]> =>
  (
    await queryRows<Pick<Category, "id" | "name" | "image">>(
      db,
      Prisma.sql`
    SELECT id, ${localized(language, Prisma.sql`name`, Prisma.sql`name_ar`)} AS name, image
    FROM categories ORDER BY position, categories.name, id`,
    )
  ).map((row) => ({ id: row.id, name: row.name, image: row.image || PLACEHOLDER_IMAGE }));

/** Every product's id and last change, oldest first: the sitemap's product pages. */
export const listProductPages = (db: Db) =>
  queryRows<Pick<Product, "id" | "updatedAt">>(
    db,
    Prisma.sql`SELECT id, updated_at AS "updatedAt" FROM products ORDER BY id LIMIT ${SITEMAP_MAX_PRODUCTS}`,
  );

/** A sitemap file holds at most 50,000 addresses; the vendors and fixed pages share it. */
const SITEMAP_MAX_PRODUCTS = 45_000;
