import type { PromotedBrandsProductsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/promoted_brands_products: the products shown under "Discover Car Accessories From Top Brands". */
export function getPromotedBrandsProducts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PromotedBrandsProductsResponse> {
  return apiFetch<PromotedBrandsProductsResponse>("/promoted_brands_products", { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function promotedBrandsProductsQueryOptions(
  read: Reader<PromotedBrandsProductsResponse> = getPromotedBrandsProducts,
) {
  return queryOptions({
    queryKey: ["promotions", "brands-products"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePromotedBrandsProducts() {
  return useQuery(promotedBrandsProductsQueryOptions());
}
