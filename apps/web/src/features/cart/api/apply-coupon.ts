import type { AppliedCoupon } from "@carcare/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** POST /api/apply_coupon {code}: the cart's totals with the coupon, or 400 with why it does not apply. */
export function applyCoupon(
  code: string,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<AppliedCoupon> {
  return call(api.applyCoupon, { body: { code } }, { signal });
}

/**
 * The server keeps no applied coupon, so the page asks it again whenever the cart changes: the key is
 * under ["cart"], and every cart mutation's invalidation re-checks the coupon with it.
 */
export function appliedCouponQueryOptions(code: string) {
  return queryOptions({
    queryKey: ["cart", "coupon", code] as const,
    queryFn: ({ signal }) => applyCoupon(code, callApi, { signal }),
  });
}

/** Applies a code the customer chose; the answer becomes the coupon query's data for that code. */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => applyCoupon(code),
    onSuccess: (answer) =>
      queryClient.setQueryData(appliedCouponQueryOptions(answer.coupon.coupon_code).queryKey, answer),
  });
}
