import type { ProductListFilter, ProductListResponse } from "@carcare/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";
import { listingSearch, valuesOf } from "../utils/listing-search";

// Types only: parsing with the contract's zod schema would pull zod into the listing's first load.

/** GET /api/view_products: one page of the listing for a filter (the address's own parameters). */
export function getProducts(
  filter: ProductListFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductListResponse> {
  const search = listingSearch(valuesOf(filter));
  const limit = `limit=${filter.limit}`;
  return apiFetch<ProductListResponse>(`/view_products?${search ? `${search}&` : ""}${limit}`, { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function productsQueryOptions(
  filter: ProductListFilter,
  read: Reader<ProductListResponse> = (options) => getProducts(filter, options),
) {
  return queryOptions({
    // The canonical address names the listing: the same filter written twice is one cache entry.
    queryKey: ["catalog", "products", listingSearch(valuesOf(filter)), filter.limit] as const,
    queryFn: ({ signal }) => read({ signal }),
    // A new filter keeps the previous page on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filter: ProductListFilter) {
  return useQuery(productsQueryOptions(filter));
}
