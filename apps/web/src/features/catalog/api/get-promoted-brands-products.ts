import type { PromotedBrandsProductsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/promoted_brands_products: the products shown under "Discover Car Accessories From Top Brands". */
export function getPromotedBrandsProducts(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<PromotedBrandsProductsResponse> {
  return call(api.promotedBrandsProducts, {}, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function promotedBrandsProductsQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["promotions", "brands-products"] as const,
    queryFn: ({ signal }) => getPromotedBrandsProducts(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePromotedBrandsProducts() {
  return useQuery(promotedBrandsProductsQueryOptions());
}
