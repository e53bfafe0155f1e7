import type { PromotedProductsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

// Types only: parsing with the contract's zod schema would pull zod into the home route's bundle.

/** GET /api/view_promoted_products: Today's Deals and the highest discount among them. */
export function getPromotedProducts(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<PromotedProductsResponse> {
  return call(api.viewPromotedProducts, {}, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function promotedProductsQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["promotions", "products"] as const,
    queryFn: ({ signal }) => getPromotedProducts(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePromotedProducts() {
  return useQuery(promotedProductsQueryOptions());
}
