import type { ProductListFilter, ProductListResponse } from "@carcare/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";
import { listingSearch, valuesOf } from "../utils/listing-search";

// Types only: parsing with the contract's zod schema would pull zod into the listing's first load.

/** GET /api/view_products: one page of the listing for a filter (the address's own parameters). */
export function getProducts(
  filter: ProductListFilter,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ProductListResponse> {
  // The canonical address's parameters, in its order, then the page size.
  const query = Object.fromEntries(new URLSearchParams(listingSearch(valuesOf(filter))));
  return call(api.viewProducts, { query: { ...query, limit: filter.limit } }, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function productsQueryOptions(filter: ProductListFilter, call: EndpointCall = callApi) {
  return queryOptions({
    // The canonical address names the listing: the same filter written twice is one cache entry.
    queryKey: ["catalog", "products", listingSearch(valuesOf(filter)), filter.limit] as const,
    queryFn: ({ signal }) => getProducts(filter, call, { signal }),
    // A new filter keeps the previous page on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filter: ProductListFilter) {
  return useQuery(productsQueryOptions(filter));
}
