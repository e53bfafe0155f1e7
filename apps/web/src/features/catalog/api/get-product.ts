import type { ProductDetail } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

// Types only: parsing with the contract's zod schema would pull zod into the product page's bundle.

/** GET /api/edit_product/{id}/: the product and its ratings block (average, count, distribution). */
export function getProduct(
  id: number,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ProductDetail> {
  return call(api.editProduct, { params: { id } }, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function productQueryOptions(id: number, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["catalog", "product", id] as const,
    queryFn: ({ signal }) => getProduct(id, call, { signal }),
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
