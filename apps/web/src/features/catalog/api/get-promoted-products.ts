import type { PromotedProductsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

// Types only: parsing with the contract's zod schema would pull zod into the home route's bundle.

/** GET /api/view_promoted_products: Today's Deals and the highest discount among them. */
export function getPromotedProducts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PromotedProductsResponse> {
  return apiFetch<PromotedProductsResponse>("/view_promoted_products", { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function promotedProductsQueryOptions(read: Reader<PromotedProductsResponse> = getPromotedProducts) {
  return queryOptions({
    queryKey: ["promotions", "products"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePromotedProducts() {
  return useQuery(promotedProductsQueryOptions());
}
