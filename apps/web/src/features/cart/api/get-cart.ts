import type { CartResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/display_cart: the customer's cart (401 when logged out). */
export function getCart(call: EndpointCall = callApi, { signal }: CallOptions = {}): Promise<CartResponse> {
  return call(api.displayCart, {}, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function cartQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({ queryKey: ["cart"] as const, queryFn: ({ signal }) => getCart(call, { signal }) });
}

/** The cart; pass enabled=false while nobody is logged in. */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
