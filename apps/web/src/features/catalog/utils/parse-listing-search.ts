import {
  PRODUCT_PAGE_SIZE,
  type ProductListFilter,
  type ProductListQuery,
  ProductListQuerySchema,
} from "@carcare/contracts";

type Field = keyof typeof ProductListQuerySchema.shape;

/** The address's values as the schema reads them; a repeated name list is joined, other repeats take the first. */
function rawQueryOf(params: URLSearchParams): ProductListQuery {
  const first = (key: string) => params.get(key) ?? undefined;
  const names = (key: string) => (params.has(key) ? params.getAll(key).join(",") : undefined);
  return {
    search: first("search"),
    category: names("category"),
    brand: names("brand"),
    min_price: first("min_price"),
    max_price: first("max_price"),
    sort: first("sort"),
    page: first("page"),
  };
}

/** One field through its own schema; a bad value becomes the field's default (its value when absent). */
function leniently<K extends Field>(key: K, raw: unknown): ProductListFilter[K] {
  const field = ProductListQuerySchema.shape[key];
  const parsed = field.safeParse(raw);
  if (parsed.success) return parsed.data as ProductListFilter[K];
  return field.parse(undefined) as ProductListFilter[K];
}

/**
 * Reads the /accessories address (search, category, brand, min_price, max_price, sort, page) with the
 * API's own schema, leniently: a link anyone can edit must always show a listing, never an error
 * page. A bad value is dropped and means its default (page=abc is page 1, min_price=-5 no minimum,
 * sort=cheap the default order); a minimum above the maximum is read as the range between them. The
 * page size is the store's, whatever the address says. A page past the end is the loader's
 * (clampToLastPage), since only the answer knows the last page.
 */
export function parseListingSearch(params: URLSearchParams): ProductListFilter {
  const raw = rawQueryOf(params);
  const strict = ProductListQuerySchema.safeParse(raw);
  const filter: ProductListFilter = strict.success
    ? strict.data
    : {
        search: leniently("search", raw.search),
        category: leniently("category", raw.category),
        brand: leniently("brand", raw.brand),
        min_price: leniently("min_price", raw.min_price),
        max_price: leniently("max_price", raw.max_price),
        sort: leniently("sort", raw.sort),
        page: leniently("page", raw.page),
        limit: PRODUCT_PAGE_SIZE,
        exclude: undefined,
      };
  const { min_price: min, max_price: max } = filter;
  if (min !== undefined && max !== undefined && min > max) {
    return { ...filter, min_price: max, max_price: min };
  }
  return filter;
}

/** A page past the end shows the last page (an emptied listing's old link still shows products). */
export function clampToLastPage(filter: ProductListFilter, pages: number): ProductListFilter {
  return filter.page > pages ? { ...filter, page: Math.max(1, pages) } : filter;
}
