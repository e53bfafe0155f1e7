import type { Coupon, CouponsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_coupons: the coupons valid now (public; a customer's also say which they can use). */
export async function getCoupons({ signal }: { signal?: AbortSignal } = {}): Promise<Coupon[]> {
  const answer = await apiFetch<CouponsResponse>("/view_coupons", { signal });
  return answer.coupon;
}

/**
 * `read` is the fetcher; server loaders pass the store's in-process read instead. For a customer the
 * answer says which coupons their cart can take, so the key is under ["cart"]: every cart change
 * reads it again.
 */
export function couponsQueryOptions(read: Reader<Coupon[]> = getCoupons) {
  return queryOptions({ queryKey: ["cart", "coupons"] as const, queryFn: ({ signal }) => read({ signal }) });
}

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
