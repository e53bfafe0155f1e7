import type { CartResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/display_cart: the customer's cart (401 when logged out). */
export function getCart({ signal }: { signal?: AbortSignal } = {}): Promise<CartResponse> {
  return apiFetch<CartResponse>("/display_cart", { signal });
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: ["cart"] as const, queryFn: ({ signal }) => getCart({ signal }) });
}

/** The cart; pass enabled=false while nobody is logged in. */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
