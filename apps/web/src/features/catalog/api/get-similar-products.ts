import type { ProductListResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";
import type { SimilarProductsQuery } from "../utils/similar-products";

/** GET /api/view_products?{filters}&exclude={id}&limit=: the product page's Similar Products. */
export function getSimilarProducts(
  query: SimilarProductsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductListResponse> {
  return apiFetch<ProductListResponse>(`/view_products?${new URLSearchParams(query).toString()}`, {
    signal,
  });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function similarProductsQueryOptions(
  query: SimilarProductsQuery,
  read: Reader<ProductListResponse> = (o) => getSimilarProducts(query, o),
) {
  return queryOptions({
    queryKey: ["catalog", "similar-products", query] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSimilarProducts(query: SimilarProductsQuery) {
  return useQuery(similarProductsQueryOptions(query));
}
