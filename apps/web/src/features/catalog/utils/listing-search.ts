import type { ProductListFilter } from "@carcare/contracts";

// Zod-free on purpose: the page's component and the browser's fetcher build addresses with this, and
// the contracts' schemas would bring zod into the listing's first load. Reading an address (with the
// schema) is parse-listing-search.ts, which only the server's loader imports.

/** What the listing's address says, as text, in the order it is written (the API's own parameter names). */
export interface ListingSearchValues {
  search?: string;
  category?: readonly string[];
  brand?: readonly string[];
  /** AED as typed ("50", "49.99"). */
  min_price?: string;
  max_price?: string;
  sort?: string;
  page?: number;
}

/** "5000" fils -> "50", "4999" -> "49.99": an amount as a shopper types it. */
export function filsToAedText(fils: number): string {
  const whole = Math.trunc(fils / 100);
  const rest = fils % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** A parsed filter back as the text values of its address. */
export function valuesOf(filter: ProductListFilter): ListingSearchValues {
  return {
    search: filter.search,
    category: filter.category,
    brand: filter.brand,
    min_price: filter.min_price === undefined ? undefined : filsToAedText(filter.min_price),
    max_price: filter.max_price === undefined ? undefined : filsToAedText(filter.max_price),
    sort: filter.sort,
    page: filter.page,
  };
}

/**
 * The listing's query string (without "?"): empty values and page 1 are left out, so every listing has
 * one short address; names are comma-joined, as GET /view_products reads them.
 */
export function listingSearch(values: ListingSearchValues): string {
  const params = new URLSearchParams();
  const text = (value: string | undefined) => value?.trim() ?? "";
  const names = (list: readonly string[] | undefined) =>
    (list ?? [])
      .map((name) => name.trim())
      .filter(Boolean)
      .join(",");
  const entries: [string, string][] = [
    ["search", text(values.search)],
    ["category", names(values.category)],
    ["brand", names(values.brand)],
    ["min_price", text(values.min_price)],
    ["max_price", text(values.max_price)],
    ["sort", text(values.sort)],
    ["page", values.page !== undefined && values.page > 1 ? String(values.page) : ""],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  // Commas stay readable in a shared link ("category=Car+Interior,Performance").
  return params.toString().replace(/%2C/gi, ",");
}

/** How many filters (not search, sort or page) narrow the listing: the Filters button shows it. */
export function activeFilterCount(filter: ProductListFilter): number {
  return (
    filter.category.length +
    filter.brand.length +
    (filter.min_price === undefined ? 0 : 1) +
    (filter.max_price === undefined ? 0 : 1)
  );
}
