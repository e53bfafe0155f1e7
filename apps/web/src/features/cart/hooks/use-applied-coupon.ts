import type { AppliedCoupon, CartResponse } from "@carcare/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { appliedCouponQueryOptions, useApplyCoupon } from "../api/apply-coupon";
import { readAppliedCouponCode, storeAppliedCouponCode } from "../lib/applied-coupon-storage";

export interface AppliedCouponState {
  /** The applied coupon's code, or null. */
  code: string | null;
  /** The server's totals with the coupon, once it has checked the code against this cart. */
  applied: AppliedCoupon | undefined;
  /** Why the last code did not apply (the server's reason), or null. */
  problem: string | null;
  /** The code being applied right now, if any. */
  applyingCode: string | null;
  /** True while the server checks the coupon against a changed cart. */
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The cart's coupon: applied from the carousel or the code box, remembered for the tab, and checked by
 * the server again on every load and cart change. When the server stops accepting it (the cart fell
 * under the minimum, the coupon ran out), it is dropped with the server's reason.
 */
export function useAppliedCoupon(cart: CartResponse | undefined): AppliedCouponState {
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const applyMutation = useApplyCoupon();
  const hasItems = (cart?.cart_items.length ?? 0) > 0;

  // sessionStorage exists only in the browser: read after hydration, so both renders agree.
  useEffect(() => setCode(readAppliedCouponCode()), []);

  const query = useQuery({ ...appliedCouponQueryOptions(code ?? ""), enabled: code !== null && hasItems });

  useEffect(() => {
    if (!query.error) return;
    setCode(null);
    storeAppliedCouponCode(null);
    setProblem(userMessageOf(query.error));
  }, [query.error]);

  function apply(typed: string) {
    setProblem(null);
    applyMutation.mutate(typed.trim(), {
      onSuccess: (answer) => {
        setCode(answer.coupon.coupon_code);
        storeAppliedCouponCode(answer.coupon.coupon_code);
        toast.success(answer.message);
      },
      onError: (error) => setProblem(userMessageOf(error)),
    });
  }

  function remove() {
    setCode(null);
    setProblem(null);
    storeAppliedCouponCode(null);
  }

  return {
    code,
    applied: code !== null && hasItems ? query.data : undefined,
    problem,
    applyingCode: applyMutation.isPending ? (applyMutation.variables ?? null) : null,
    checking: query.isFetching,
    apply,
    remove,
  };
}
