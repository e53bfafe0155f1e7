import type { ProductListResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";
import type { SimilarProductsQuery } from "../utils/similar-products";

/** GET /api/view_products?{filters}&exclude={id}&limit=: the product page's Similar Products. */
export function getSimilarProducts(
  query: SimilarProductsQuery,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ProductListResponse> {
  return call(api.viewProducts, { query }, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function similarProductsQueryOptions(query: SimilarProductsQuery, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["catalog", "similar-products", query] as const,
    queryFn: ({ signal }) => getSimilarProducts(query, call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSimilarProducts(query: SimilarProductsQuery) {
  return useQuery(similarProductsQueryOptions(query));
}
