import type { CartResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/display_cart: the customer's cart (401 when logged out). */
export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<CartResponse> {
  return apiFetch<CartResponse>("/display_cart", { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function cartQueryOptions(read: Reader<CartResponse> = getCart) {
  return queryOptions({ queryKey: ["cart"] as const, queryFn: ({ signal }) => read({ signal }) });
}

/** The cart; pass enabled=false while nobody is logged in. */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
