import type { WishlistResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/wishlist_items: the customer's wishlist (401 when logged out). */
export function getWishlist(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<WishlistResponse> {
  return call(api.wishlistItems, {}, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function wishlistQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["wishlist"] as const,
    queryFn: ({ signal }) => getWishlist(call, { signal }),
  });
}

/** The wishlist; pass enabled=false while nobody is logged in. */
export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistQueryOptions(), enabled });
}
