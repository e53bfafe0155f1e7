import { z } from "zod";
import { IdParamSchema, MAX_DB_ID, safeString } from "./common.js";
import { aedToFils } from "./money.js";
import { endpoint, named, ok } from "./endpoint.js";

// ---------------------------------------------------------------- shared field shapes

/** An AED amount as the clients read it: a number with at most two decimals (e.g. 199.99). */
export const AedAmountSchema = z.number().nonnegative();

/** The client sends every filter on every call, empty when unused: an empty value means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A whole number in a query string or form field ("3"), or a JSON number (3). */
export function wholeNumberParam(name: string, options: { min: number; max: number }) {
  const message = `${name} must be a whole number from ${options.min} to ${options.max}`;
  return z
    .preprocess(
      blankToUndefined,
      z
        .union([z.string(), z.number()], { error: message })
        .transform((value, ctx) => {
          const text = typeof value === "number" ? String(value) : value.trim();
          const parsed = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
          if (!Number.isInteger(parsed) || parsed < options.min || parsed > options.max) {
            ctx.addIssue({ code: "custom", message });
            return z.NEVER;
          }
          return parsed;
        })
        .optional(),
    )
    .meta({
      anyOf: [
        { type: "integer", minimum: options.min, maximum: options.max },
        { type: "string", pattern: "^\\s*(\\d{1,9})?\\s*$", description: "digits, or empty for not given" },
      ],
    });
}

/** An AED amount typed by a shopper ("50", "49.5", "49.99") as integer fils; never a float in math. */
function aedParam(name: string) {
  const message = `${name} must be an amount in AED, like 50 or 49.99`;
  return z
    .preprocess(
      blankToUndefined,
      z
        .union([z.string(), z.number()], { error: message })
        .transform((value, ctx) => {
          const text = String(value).trim();
          if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
            ctx.addIssue({ code: "custom", message });
            return z.NEVER;
          }
          return aedToFils(text);
        })
        .optional(),
    )
    .meta({
      anyOf: [
        { type: "number", minimum: 0, maximum: 9_999_999.99 },
        {
          type: "string",
          pattern: "^\\s*(\\d{1,7}(\\.\\d{1,2})?)?\\s*$",
          description: "AED as text, or empty for not given",
        },
      ],
    });
}

/** Comma-joined names ("Car Interior,Performance"), or the same key repeated; trimmed, no blanks. */
function namesParam(name: string) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? value.join(",") : value),
    safeString(`${name} must be a comma-separated list of names`)
      .optional()
      .transform((value, ctx) => {
        const names = [
          ...new Set(
            (value ?? "")
              .split(",")
              .map((item) => item.trim())
              .filter(Boolean),
          ),
        ];
        if (names.length > 50 || names.some((item) => item.length > 100)) {
          ctx.addIssue({ code: "custom", message: `${name} lists too many or too long names` });
          return z.NEVER;
        }
        return names;
      }),
  );
}

/** A path id of the catalogue, cart and wishlist routes (/edit_product/12/): the shared id rule. */
export const PathIdParamSchema = IdParamSchema;
export type PathIdParam = z.input<typeof PathIdParamSchema>;

// ---------------------------------------------------------------- brands and categories

export const BrandSchema = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof BrandSchema>;
export const BrandsResponseSchema = z.object({ brands: z.array(BrandSchema) });
export type BrandsResponse = z.infer<typeof BrandsResponseSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The category's own picture (its `image` column), or PLACEHOLDER_IMAGE when it has none. */
  image: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoriesResponseSchema = z.object({ categories: z.array(CategorySchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

// ---------------------------------------------------------------- products

/**
 * A product card/detail as the clients read it (spec section 3). Money is AED computed from fils:
 * price and discounted_price are what the customer pays, original_price the list price.
 */
export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category_name: z.string(),
  image: z.string(),
  description: z.string(),
  price: AedAmountSchema,
  original_price: AedAmountSchema,
  discounted_price: AedAmountSchema,
  discount_percentage: z.number().int().min(0).max(100),
  /** Average of the reviews to one decimal; 0 when there are none. */
  average_rating: z.number().min(0).max(5),
  review_count: z.number().int().nonnegative(),
  stock: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

export { averageRating } from "./ratings.js";

/** Today's Deals and the brand strip (spec section 3: promoted and brand-promoted products). */
export const PromotedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  discounted_price: AedAmountSchema,
  original_price: AedAmountSchema,
  discount_percentage: z.number().int().min(0).max(100),
  /** Average of the reviews to one decimal; 0 when there are none (as on ProductSchema). */
  average_rating: z.number().min(0).max(5),
  review_count: z.number().int().nonnegative(),
});
export type PromotedProduct = z.infer<typeof PromotedProductSchema>;

export const PromotedProductsResponseSchema = z.object({
  promoted_products: z.array(PromotedProductSchema),
  /** The highest discount among the deals, for 'Upto N% OFF'; 0 when there are none. */
  max_discount: z.number().int().min(0).max(100),
});
export type PromotedProductsResponse = z.infer<typeof PromotedProductsResponseSchema>;

export const PromotedBrandsProductsResponseSchema = z.object({
  promoted_brands_products: z.array(PromotedProductSchema),
});
export type PromotedBrandsProductsResponse = z.infer<typeof PromotedBrandsProductsResponseSchema>;

export const PRODUCT_PAGE_SIZE = 6;
export const PRODUCT_PAGE_SIZE_MAX = 48;
export const PRODUCT_SORTS = ["asc", "desc"] as const;

/**
 * GET /view_products. Every parameter may be absent or empty. Prices are in AED and filter on the
 * price the customer pays; category and brand are comma-joined names; exclude drops one product
 * (the product page's Similar Products).
 */
export const ProductListQuerySchema = z
  .object({
    search: z.preprocess(
      blankToUndefined,
      safeString("search must be text").trim().max(100, "search must be at most 100 characters").optional(),
    ),
    category: namesParam("category"),
    brand: namesParam("brand"),
    min_price: aedParam("min_price"),
    max_price: aedParam("max_price"),
    sort: z
      .preprocess(
        (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
        z.enum(PRODUCT_SORTS, { error: "sort must be empty, asc or desc" }).optional(),
      )
      .meta({
        // The clients send sort= (empty) when no sort is chosen (spec sections 4 and 7).
        // Read trimmed and in any case.
        type: "string",
        enum: ["", ...PRODUCT_SORTS, "ASC", "DESC", "Asc", "Desc"],
        description: "Price order: asc or desc (read in any case); empty (or absent) for the default order",
        example: "asc",
      }),
    page: wholeNumberParam("page", { min: 1, max: 1_000_000 }).transform((value) => value ?? 1),
    limit: wholeNumberParam("limit", { min: 1, max: PRODUCT_PAGE_SIZE_MAX }).transform(
      (value) => value ?? PRODUCT_PAGE_SIZE,
    ),
    exclude: wholeNumberParam("exclude", { min: 1, max: MAX_DB_ID }),
  })
  .refine(
    (query) =>
      query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    { message: "min_price must not be more than max_price", path: ["min_price"] },
  );
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
export type ProductListFilter = z.output<typeof ProductListQuerySchema>;

/**
 * How a search's products relate to its text (issue 28). "all": they match every word (a
 * misspelt word first corrected to the catalogue's closest word: `corrected` then says what was
 * searched for). "some": nothing matches every word; these are the closest matches, each matching
 * some of the words, best first. "none": nothing matches any word.
 */
export const SEARCH_MATCHES = ["all", "some", "none"] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export const SearchOutcomeSchema = z.object({
  match: z.enum(SEARCH_MATCHES),
  /** The search text with each misspelt word replaced by the catalogue's closest word, when one was. */
  corrected: z.string().optional(),
});
export type SearchOutcome = z.infer<typeof SearchOutcomeSchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSchema),
  /**
   * The same products again, for the old web client's public snapshot, which reads `product` (as
   * the old backend's later versions answered both). Read `products`; answers built here from
   * another (Similar Products from a category's shelf) may leave it out.
   */
  product: z.array(ProductSchema).optional(),
  /** At least 1, also when nothing matches. */
  pages: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  /** Only with a search: whether the products match every word, and the corrected text. */
  search: SearchOutcomeSchema.optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const RatingBucketSchema = z.object({
  stars: z.number().int().min(1).max(5),
  count: z.number().int().nonnegative(),
  /** Share of all reviews, whole percent. */
  percentage: z.number().int().min(0).max(100),
});

/** The product page's ratings block in one answer: average, count and the 5-to-1 distribution. */
export const RatingSummarySchema = z.object({
  average: z.number().min(0).max(5).meta({ example: 4.6 }),
  count: z.number().int().nonnegative().meta({ example: 12 }),
  /** Always five buckets, 5 stars first. */
  distribution: z
    .array(RatingBucketSchema)
    .length(5)
    .meta({
      example: [
        { stars: 5, count: 8, percentage: 67 },
        { stars: 4, count: 3, percentage: 25 },
        { stars: 3, count: 1, percentage: 8 },
        { stars: 2, count: 0, percentage: 0 },
        { stars: 1, count: 0, percentage: 0 },
      ],
    }),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** How far back 'Lowest price in 7 days' looks. */
export const LOWEST_PRICE_DAYS = 7;

/** GET /edit_product/{id}/: the product object itself (as the clients read it) plus its ratings. */
export const ProductDetailSchema = ProductSchema.extend({
  ratings: RatingSummarySchema,
  /**
   * True only when the product is discounted, its recorded price history covers the whole last
   * LOWEST_PRICE_DAYS days, and today's price is the lowest in effect at any moment of them
   * (docs/decisions/017). The 'Lowest price in 7 days' badge shows exactly when this is true.
   */
  lowest_price_in_7_days: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** Every product page's id and when it last changed: the sitemap's product pages. */
export const ProductPagesResponseSchema = z.object({
  pages: z.array(z.object({ id: z.number().int(), last_modified: z.iso.datetime() })),
});
export type ProductPagesResponse = z.infer<typeof ProductPagesResponseSchema>;

// ---------------------------------------------------------------- search suggestions

/** Suggestions start from this many characters (fewer: empty lists). */
export const SEARCH_SUGGESTIONS_MIN_LENGTH = 2;
/** At most this many products, and this many categories and brands, in one answer. */
export const SEARCH_SUGGESTIONS_PRODUCTS = 6;
export const SEARCH_SUGGESTIONS_GROUPS = 4;

/** GET /search_suggestions?q=: the text typed so far; its last word may be a word's beginning. */
export const SearchSuggestionsQuerySchema = z.object({
  q: z.preprocess(
    (value) => (value === undefined ? "" : value),
    safeString("q must be text").trim().max(100, "q must be at most 100 characters"),
  ),
});
export type SearchSuggestionsQuery = z.input<typeof SearchSuggestionsQuerySchema>;

export const SuggestedProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** What the customer pays, AED. */
  price: AedAmountSchema,
  /** The list price, AED (above price when discounted). */
  original_price: AedAmountSchema,
  discount_percentage: z.number().int().min(0).max(100),
});
export type SuggestedProduct = z.infer<typeof SuggestedProductSchema>;

export const SearchSuggestionsResponseSchema = z.object({
  /** The text the suggestions are for, trimmed (the client drops answers to older texts). */
  query: z.string(),
  /** Best match first, at most SEARCH_SUGGESTIONS_PRODUCTS. */
  products: z.array(SuggestedProductSchema),
  /** Categories whose name matches a word typed, at most SEARCH_SUGGESTIONS_GROUPS. */
  categories: z.array(CategorySchema.pick({ id: true, name: true })),
  /** Brands whose name matches a word typed, at most SEARCH_SUGGESTIONS_GROUPS. */
  brands: z.array(BrandSchema),
  /** The text with misspelt words corrected, when the suggestions are for that. */
  corrected: z.string().optional(),
});
export type SearchSuggestionsResponse = z.infer<typeof SearchSuggestionsResponseSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const catalogEndpoints = {
  viewPromotedProducts: endpoint({
    method: "get",
    path: "/view_promoted_products",
    tag: "catalog",
    summary: "Today's deals",
    description:
      "Today's Deals on the home page: the promoted products with their prices in AED and the highest discount, for 'Upto N% OFF'. Public and cacheable.",
    answers: {
      200: ok(
        "Deals and the highest discount",
        named("PromotedProductsResponse", PromotedProductsResponseSchema),
      ),
    },
  }),
  promotedBrandsProducts: endpoint({
    method: "get",
    path: "/promoted_brands_products",
    tag: "catalog",
    summary: "The brand strip's products",
    description: "The products shown in the home page's brand strip. Public and cacheable.",
    answers: {
      200: ok(
        "Brand-promoted products",
        named("PromotedBrandsProductsResponse", PromotedBrandsProductsResponseSchema),
      ),
    },
  }),
  viewBrand: endpoint({
    method: "get",
    path: "/view_brand",
    tag: "catalog",
    summary: "All brands",
    description:
      "Every brand name, for the listing's brand filter (send the names comma-joined as view_products' brand). Public and cacheable.",
    answers: { 200: ok("Brands", named("BrandsResponse", BrandsResponseSchema)) },
  }),
  viewCategory: endpoint({
    method: "get",
    path: "/view_category",
    tag: "catalog",
    summary: "All product categories",
    description:
      "Every product category with its picture, for the home page and the listing's category filter (send the names comma-joined as view_products' category). Public and cacheable.",
    answers: { 200: ok("Categories", named("CategoriesResponse", CategoriesResponseSchema)) },
  }),
  viewProducts: endpoint({
    method: "get",
    path: "/view_products",
    tag: "catalog",
    summary: "Product listing with search, filters, sort and pages",
    description:
      "Every parameter may be absent or empty. category and brand are comma-joined names; prices are AED " +
      "on the price the customer pays; exclude drops one product (Similar Products). search matches the " +
      "product's name, brand, category and description (word forms, synonyms, words written together or " +
      "apart, one or two wrong letters); with it, an empty sort means best match first, and the answer's " +
      "`search` says whether every word matched.",
    query: ProductListQuerySchema,
    answers: { 200: ok("One page of products", named("ProductListResponse", ProductListResponseSchema)) },
  }),
  editProduct: endpoint({
    method: "get",
    path: "/edit_product/:id/",
    tag: "catalog",
    summary: "One product with its ratings (the product page; it edits nothing)",
    description:
      "The product page's data: the product as the listing shows it, its ratings block (average, count, 5-to-1 distribution) and the 'Lowest price in 7 days' flag. Despite its name it changes nothing. 404 when no product has that id (or it is hidden).",
    params: PathIdParamSchema,
    answers: { 200: ok("The product", named("ProductDetail", ProductDetailSchema)) },
    errors: [404],
  }),
  searchSuggestions: endpoint({
    method: "get",
    path: "/search_suggestions",
    tag: "catalog",
    summary: "Suggestions while typing a search: products, categories and brands",
    description:
      "From SEARCH_SUGGESTIONS_MIN_LENGTH (2) characters; fewer answer empty lists. The last word may be " +
      "the beginning of a word; word forms, synonyms and one or two wrong letters are tolerated. Public " +
      "and cacheable like the catalogue's other answers.",
    query: SearchSuggestionsQuerySchema,
    // An absent q reads as empty (empty lists), like fewer than two characters.
    parameterNotes: {
      q: { required: false, description: "The text typed so far; absent or short: empty lists" },
    },
    answers: {
      200: ok("Suggestions", named("SearchSuggestionsResponse", SearchSuggestionsResponseSchema)),
    },
  }),
  viewProductPages: endpoint({
    method: "get",
    path: "/product_pages",
    tag: "catalog",
    summary: "Every product page's id and last change (the sitemap), at most 45,000",
    description: "Every visible product's id and when it last changed, for the sitemap. Public.",
    answers: { 200: ok("Product pages", named("ProductPagesResponse", ProductPagesResponseSchema)) },
  }),
} as const;
