import {
  averageRating,
  type Category as CategoryAnswer,
  filsToAed,
  LOWEST_PRICE_DAYS,
  PLACEHOLDER_IMAGE,
  type Product as ProductAnswer,
} from "@carcare/contracts";
import { type Brand, type Category, Prisma, type Product, shopperVisible } from "@carcare/db";
import { type Db, execute, queryRows } from "../../lib/database.js";
import type { Language } from "../../lib/language.js";
import type { SearchQuery } from "./search.js";

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

/** A listing's filter with names already resolved to ids (see resolveFilterNames). */
export interface ProductFilter {
  /** A search: the products whose search document matches this text search query (search.ts). */
  search?: SearchQuery | undefined;
  /** undefined: no filter; otherwise any of these ids (never empty: the service answers that itself). */
  categoryIds?: number[] | undefined;
  /** Only with a search (brand listings without one read their own indexes: listBrandProducts). */
  brandIds?: number[] | undefined;
  minPriceFils?: number | undefined;
  maxPriceFils?: number | undefined;
  excludeId?: number | undefined;
  /** Only this product (whether one product matches the rest of the filter). */
  onlyId?: number | undefined;
}

/** "relevance" needs a search: best match first (names and brand weigh most), then most reviewed. */
export type ProductOrder = "newest" | "price_asc" | "price_desc" | "relevance";

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

/** The text search query of a search (the plan's text, stemmed by PostgreSQL's English rules). */
const tsQuery = (search: string) => Prisma.sql`to_tsquery('english', ${search}::text)`;

// Each order ends on the id so pages never overlap or skip rows that share a price or a time.
function orderBy(order: ProductOrder, alias: "p" | "q", search?: string): Prisma.Sql {
  const t = Prisma.raw(alias);
  switch (order) {
    case "newest":
      return Prisma.sql`ORDER BY ${t}.created_at DESC, ${t}.id DESC`;
    case "price_asc":
      return Prisma.sql`ORDER BY ${t}.sale_price_fils ASC, ${t}.id ASC`;
    case "price_desc":
      return Prisma.sql`ORDER BY ${t}.sale_price_fils DESC, ${t}.id DESC`;
    case "relevance":
      // ts_rank's default weights: A (names, brand) 1, B (category) 0.4, C (description) 0.2.
      return search === undefined
        ? orderBy("newest", alias)
        : Prisma.sql`ORDER BY ts_rank(${t}.search_vector, ${tsQuery(search)}) DESC, ${t}.rating_count DESC, ${t}.id DESC`;
  }
}

/**
 * The category and brand ids a listing's names stand for (English names ignore case; an Arabic
 * name, as the Arabic answers show it, counts too), in one small query. Resolving them first gives
 * the planner real ids, so it picks the (category_id, ...) and search indexes well.
 */
export async function resolveFilterNames(
  db: Db,
  names: { categories: string[]; brands: string[] },
): Promise<{ categoryIds: number[]; brandIds: number[] }> {
  const lower = (list: string[]) => list.map((name) => name.toLowerCase());
  const rows = await queryRows<{ kind: "category" | "brand"; id: number }>(
    db,
    Prisma.sql`
    SELECT 'category' AS kind, id FROM categories
    WHERE lower(name) = ANY(${lower(names.categories)}::text[]) OR name_ar = ANY(${names.categories}::text[])
    UNION ALL
    SELECT 'brand', id FROM brands
    WHERE lower(name) = ANY(${lower(names.brands)}::text[]) OR name_ar = ANY(${names.brands}::text[])`,
  );
  const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  return { categoryIds: idsOf("category"), brandIds: idsOf("brand") };
}

/**
 * Visible to shoppers (not hidden by an operator), price range and excluded product: the conditions
 * every listing shape shares (listings, their counts, search candidates and suggestions).
 */
function rangeConditions(
  filter: Pick<ProductFilter, "minPriceFils" | "maxPriceFils" | "excludeId" | "onlyId">,
  alias: "p" | "q",
): Prisma.Sql[] {
  const t = Prisma.raw(alias);
  const conditions: Prisma.Sql[] = [shopperVisible(alias)];
  if (filter.minPriceFils !== undefined)
    conditions.push(Prisma.sql`${t}.sale_price_fils >= ${filter.minPriceFils}`);
  if (filter.maxPriceFils !== undefined)
    conditions.push(Prisma.sql`${t}.sale_price_fils <= ${filter.maxPriceFils}`);
  if (filter.excludeId !== undefined) conditions.push(Prisma.sql`${t}.id <> ${filter.excludeId}`);
  if (filter.onlyId !== undefined) conditions.push(Prisma.sql`${t}.id = ${filter.onlyId}`);
  return conditions;
}

/**
 * The WHERE clause of a listing. The cheap integer conditions come first and the search last:
 * PostgreSQL evaluates equally costed filters in the order written, so a scan along an ordered
 * index (newest first, or by price) tests the document only on rows that already passed the rest.
 */
function whereOf(filter: ProductFilter, alias: "p" | "q" = "p", inNames = false): Prisma.Sql {
  const t = Prisma.raw(alias);
  const conditions: Prisma.Sql[] = [];
  if (filter.categoryIds) conditions.push(Prisma.sql`${t}.category_id = ANY(${filter.categoryIds}::int[])`);
  if (filter.brandIds) conditions.push(Prisma.sql`${t}.brand_id = ANY(${filter.brandIds}::int[])`);
  conditions.push(...rangeConditions(filter, alias));
  if (filter.search !== undefined) {
    const query = inNames ? filter.search.inNames : filter.search.text;
    conditions.push(Prisma.sql`${t}.search_vector @@ ${tsQuery(query)}`);
  }
  return Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
}

/**
 * How many products a search ranks at most for its first pages: this many matching in the names or
 * brand, and as many matching anywhere (the first the index finds of each). A word that matches
 * thousands of products ("car" in a car-care store) so ranks a bounded set, names first; pages
 * beyond it rank every match.
 */
const RANKED_CANDIDATES = 300;

/** The ids of a search's candidates (RANKED_CANDIDATES). */
const candidatesOf = (filter: ProductFilter, size: number) => Prisma.sql`
  (SELECT q.id FROM products q ${whereOf(filter, "q", true)} LIMIT ${size})
  UNION
  (SELECT q.id FROM products q ${whereOf(filter, "q")} LIMIT ${size})`;

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
    ${
      order === "relevance" && filter.search !== undefined && page.offset + page.limit <= RANKED_CANDIDATES
        ? Prisma.sql`WHERE p.id IN (${candidatesOf(filter, RANKED_CANDIDATES)})`
        : whereOf(filter)
    }
    ${orderBy(order, "p", filter.search?.text)}
    LIMIT ${page.limit} OFFSET ${page.offset}`,
    // A search needs a plan made for its query: a rare word reads the search index, a common one
    // may read an ordered index (see queryRows).
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

/** A listing filtered by brand, without a search: names as typed (any case); the database resolves them. */
export interface BrandListingFilter {
  /** Lower-case brand names (English, or Arabic as the Arabic answers show them), at least one. */
  brands: string[];
  /** Lower-case category names (English or Arabic); undefined: every category. */
  categories?: string[] | undefined;
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
  return Prisma.sql`brands b CROSS JOIN LATERAL (${inner(Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`)}) x
    WHERE lower(b.name) = ANY(${filter.brands}::text[]) OR lower(b.name_ar) = ANY(${filter.brands}::text[])`;
}

/**
 * One page of a brand-filtered listing. Each brand's first offset+limit products in the listing's
 * order come from an index-only scan of its own (brand_id, ...) index range, and the page is cut
 * from their union: a few hundred index entries. It is prepared like the other catalogue reads.
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
    WHERE p.id = ${id} AND ${shopperVisible("p")}`,
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
    WHERE p.promoted AND ${shopperVisible("p")}
    ORDER BY p.discount_percentage DESC, p.created_at DESC, p.id DESC
    LIMIT ${limit}`,
  );

/** Products of the promoted brands, newest first. */
export const listPromotedBrandProducts = (db: Db, limit: number, language: Language) =>
  queryProducts(
    db,
    Prisma.sql`
    SELECT ${productColumns(language)} FROM products p
    WHERE p.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE promoted)) AND ${shopperVisible("p")}
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
    Prisma.sql`SELECT p.id, p.updated_at AS "updatedAt" FROM products p WHERE ${shopperVisible("p")}
      ORDER BY p.id LIMIT ${SITEMAP_MAX_PRODUCTS}`,
  );

/** A sitemap file holds at most 50,000 addresses; the vendors and fixed pages share it. */
const SITEMAP_MAX_PRODUCTS = 45_000;

/**
 * Up to `limit` products for the search suggestions: best match first among at most
 * SUGGESTION_CANDIDATES products matching in their names or brand and as many matching anywhere
 * (the first found of each), so a short beginning of a common word ranks a bounded set.
 */
export const suggestProducts = (db: Db, search: SearchQuery, limit: number, language: Language) =>
  queryRows<Pick<ProductRow, "id" | "name" | "image" | "priceFils" | "salePriceFils" | "discountPercentage">>(
    db,
    Prisma.sql`
    SELECT p.id, ${localized(language, Prisma.sql`p.name`, Prisma.sql`p.name_ar`)} AS name, p.image,
      p.price_fils AS "priceFils", p.sale_price_fils AS "salePriceFils", p.discount_percentage AS "discountPercentage"
    FROM products p WHERE p.id IN (${candidatesOf({ search }, SUGGESTION_CANDIDATES)})
    ${orderBy("relevance", "p", search.text)}
    LIMIT ${limit}`,
    { prepare: false },
  );

/** How many products matching in names (and as many matching anywhere) the suggestions rank at most. */
const SUGGESTION_CANDIDATES = 150;

/** A category or brand with its names' search document (the same as search_vector_of's). */
interface SearchGroup {
  kind: "category" | "brand";
  id: number;
  name: string;
  nameAr: string | null;
  /** tsvector as text. */
  document: string;
}

/**
 * Every category and brand, categories in display order then brands by name, with their names'
 * search documents: kept per process for SEARCH_GROUPS_TTL_MS. Making the documents costs about
 * 0.2-0.5 ms a name (search_vector_of), so making the 128 of the bench's catalogue on every
 * suggestion cost more than the rest of the suggestion together; a renamed brand is so suggested
 * under its new name within the TTL, as the suggestions' public answers are kept as long anyway.
 */
const searchGroupsOf = new WeakMap<Db, { expiresAt: number; groups: Promise<SearchGroup[]> }>();
const SEARCH_GROUPS_TTL_MS = 5_000;

function searchGroups(db: Db): Promise<SearchGroup[]> {
  const kept = searchGroupsOf.get(db);
  if (kept && kept.expiresAt > Date.now()) return kept.groups;
  const groups = queryRows<SearchGroup>(
    db,
    Prisma.sql`
    SELECT kind, id, name, "nameAr", document FROM (
      SELECT 'category' AS kind, 1 AS part, row_number() OVER (ORDER BY position, name, id) AS ord, id, name,
        name_ar AS "nameAr", (search_vector_of(name, 'A', true) || search_vector_of(name_ar, 'A', true))::text AS document
      FROM categories
      UNION ALL
      SELECT 'brand', 2, row_number() OVER (ORDER BY name, id), id, name, name_ar,
        (search_vector_of(name, 'A', true) || search_vector_of(name_ar, 'A', true))::text
      FROM brands) g
    ORDER BY part, ord`,
  );
  searchGroupsOf.set(db, { expiresAt: Date.now() + SEARCH_GROUPS_TTL_MS, groups });
  // A failed read is not kept.
  groups.catch(() => searchGroupsOf.delete(db));
  return groups;
}

/**
 * The categories and brands whose names match a search (any of its words), each in the request's
 * language: up to `limit` of each, categories in display order, brands by name. The documents come
 * from searchGroups; PostgreSQL matches them (the same text search as the products').
 */
export async function suggestGroups(
  db: Db,
  search: string,
  limit: number,
  language: Language,
): Promise<{ categories: { id: number; name: string }[]; brands: { id: number; name: string }[] }> {
  const groups = await searchGroups(db);
  const matching = await queryRows<{ index: number }>(
    db,
    Prisma.sql`
    SELECT g.index::int AS index FROM unnest(${groups.map((group) => group.document)}::tsvector[]) WITH ORDINALITY AS g(document, index)
    WHERE g.document @@ ${tsQuery(search)}`,
  );
  // As localized(): the Arabic name when asked for and not blank.
  const nameOf = (group: SearchGroup) =>
    language === "ar" && group.nameAr !== null && group.nameAr.replace(/^ +| +$/g, "") !== ""
      ? group.nameAr
      : group.name;
  const found = matching
    .map((row) => groups[row.index - 1]!)
    .sort((a, b) => groups.indexOf(a) - groups.indexOf(b));
  const of = (kind: SearchGroup["kind"]) =>
    found
      .filter((group) => group.kind === kind)
      .slice(0, limit)
      .map((group) => ({ id: group.id, name: nameOf(group) }));
  return { categories: of("category"), brands: of("brand") };
}

/** Counts a search that found no product matching all its words (its normalised text only). */
export async function recordSearchMiss(db: Db, text: string): Promise<void> {
  await execute(
    db,
    Prisma.sql`
    INSERT INTO search_misses (query) VALUES (${text})
    ON CONFLICT (query) DO UPDATE SET count = search_misses.count + 1, last_seen = now()`,
  );
}

/** Keeps the `keep` most recently seen misses and forgets the rest (a bound under a flood of texts). */
export async function pruneSearchMisses(db: Db, keep: number): Promise<void> {
  await execute(
    db,
    Prisma.sql`
    DELETE FROM search_misses WHERE query IN (
      SELECT query FROM search_misses ORDER BY last_seen DESC OFFSET ${keep})`,
  );
}

// ---------------------------------------------------------------- search (issue 28, search.ts)

/** At most this many words of a search are read (the rest are ignored). */
const MAX_SEARCH_WORDS = 8;

/** One word of a search text as the catalogue knows it. */
export interface AnalysedWord {
  position: number;
  /** As typed, normalised. */
  word: string;
  /** Without an Arabic article, as the documents also hold it. */
  base: string;
  /** An English stop word ("the", "for"): no product is found or missed by it. */
  stopword: boolean;
  /** Read as the beginning of a word ("wip" for wiper). */
  prefix: boolean;
  synonyms: string[];
  /** The synonyms of this word and the next written together. */
  pairSynonyms: string[];
  /** The catalogue's closest words when this one is unknown and some are close enough, best first. */
  corrections: string[];
}

/**
 * A search text's words (search.ts), in one statement: whether each is known to the catalogue (as
 * itself, its stem, a synonym or a word's beginning), its synonyms and its adjacent pair's, and
 * corrections for each unknown word (computed only for those). `partial`: the text is still being
 * typed, its last word is a beginning (suggestions).
 */
export function analyseSearch(db: Db, text: string, partial: boolean): Promise<AnalysedWord[]> {
  return queryRows<AnalysedWord>(
    db,
    Prisma.sql`
    WITH typed AS (
      SELECT t.word, t.position::int AS position
      FROM unnest(search_words_of(${text}::text)) WITH ORDINALITY AS t(word, position)
      WHERE t.position <= ${MAX_SEARCH_WORDS}
    ), words AS (
      SELECT position, word, coalesce(search_arabic_base(word), word) AS base,
        ts_lexize('english_stem', word) AS stems,
        -- The last word of a text still being typed (suggestions).
        ${partial}::boolean AND position = (SELECT max(position) FROM typed) AS partial
      FROM typed
    ), known AS (
      SELECT w.*, w.stems = '{}' AS stopword,
        lead(w.base) OVER (ORDER BY w.position) AS next_base,
        w.stems = '{}'
          OR EXISTS (SELECT 1 FROM search_words s WHERE s.word = w.base)
          OR EXISTS (SELECT 1 FROM search_words s WHERE s.lexeme = coalesce(w.stems[1], w.base))
          OR EXISTS (SELECT 1 FROM search_synonyms y WHERE y.terms && ARRAY[w.base, coalesce(w.stems[1], w.base)])
          AS whole,
        -- The beginning of a known word: a range of the primary key (code point order).
        EXISTS (SELECT 1 FROM search_words s WHERE s.word >= w.base AND s.word < w.base || chr(1114111))
          AS beginning
      FROM words w
    ), analysed AS (
      -- A word read as a beginning: the last one while typing, or one of 3 letters or more that is
      -- only a beginning ("wip" for wiper; "لا" is not "لامع").
      SELECT k.*, k.partial OR (NOT k.whole AND k.beginning AND length(k.base) >= 3) AS prefix,
        k.whole OR (k.beginning AND length(k.base) >= 3) AS known
      FROM known k
    ), corrected AS MATERIALIZED (
      -- An unknown word's corrections: the catalogue's words nearest to it by trigrams (one of two
      -- index scans: a word's beginning is compared with the beginnings of the words), kept when at
      -- most 1 (words of up to 4 letters: "flux" is not "flat") or 2 letters away, the fewest
      -- first, then the same length (a wrong letter is likelier than a missing one), then the most
      -- alike; up to 3 ties.
      SELECT a.*, CASE
        WHEN a.known OR length(a.base) < 3 THEN '{}'::text[]
        ELSE ARRAY(
          SELECT k.word FROM (
            SELECT n.word, n.distance, min(n.distance) OVER () AS best FROM (
              SELECT m.word, levenshtein(a.base, CASE WHEN a.partial THEN left(m.word, length(a.base)) ELSE m.word END) AS distance
              FROM (
                (SELECT s.word FROM search_words s WHERE a.partial AND NOT s.joined AND s.word !~ '[0-9]'
                 ORDER BY a.base <<-> s.word LIMIT 10)
                UNION ALL
                (SELECT s.word FROM search_words s WHERE NOT a.partial AND NOT s.joined AND s.word !~ '[0-9]'
                 ORDER BY s.word <-> a.base LIMIT 10)
              ) m
            ) n
            WHERE n.distance <= CASE WHEN length(a.base) <= 4 THEN 1 ELSE 2 END) k
          WHERE k.distance = k.best
          ORDER BY abs(length(k.word) - length(a.base)), similarity(a.base, k.word) DESC, k.word LIMIT 3)
        END AS corrections
      FROM analysed a
    )
    SELECT c.position, c.word, c.base, c.stopword, c.prefix, c.corrections,
      -- The synonyms of the word, or of its corrections.
      ARRAY(SELECT DISTINCT u FROM search_synonyms y, unnest(y.terms) AS u
            WHERE y.terms && (ARRAY[c.base, coalesce(c.stems[1], c.base)] || c.corrections)
              AND u <> c.base ORDER BY u) AS synonyms,
      ARRAY(SELECT DISTINCT u FROM search_synonyms y, unnest(y.terms) AS u
            WHERE c.next_base IS NOT NULL AND y.terms @> ARRAY[c.base || c.next_base]
              AND u <> c.base || c.next_base ORDER BY u) AS "pairSynonyms"
    FROM corrected c
    ORDER BY c.position`,
  );
}
