import type { Coupon } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_coupons: the coupons valid now (public; a customer's also say which they can use). */
export async function getCoupons(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<Coupon[]> {
  const answer = await call(api.viewCoupons, {}, { signal });
  return answer.coupon;
}

/**
 * `read` is the fetcher; server loaders pass the store's in-process read instead. For a customer the
 * answer says which coupons their cart can take, so the key is under ["cart"]: every cart change
 * reads it again.
 */
export function couponsQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["cart", "coupons"] as const,
    queryFn: ({ signal }) => getCoupons(call, { signal }),
  });
}

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
