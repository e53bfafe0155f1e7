import type { WishlistResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/wishlist_items: the customer's wishlist (401 when logged out). */
export function getWishlist({ signal }: { signal?: AbortSignal } = {}): Promise<WishlistResponse> {
  return apiFetch<WishlistResponse>("/wishlist_items", { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function wishlistQueryOptions(read: Reader<WishlistResponse> = getWishlist) {
  return queryOptions({ queryKey: ["wishlist"] as const, queryFn: ({ signal }) => read({ signal }) });
}

/** The wishlist; pass enabled=false while nobody is logged in. */
export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistQueryOptions(), enabled });
}
