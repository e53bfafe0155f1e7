import type { AddToCartResponse } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { cartQueryOptions } from "./get-cart";

/** POST /api/add_to_cart/{id}/: one more of the product in the customer's cart (401 when logged out). */
export function addToCart(productId: number): Promise<AddToCartResponse> {
  return callApi(api.addToCart, { params: { id: productId } });
}

/** Adds to the cart; the cart (and the header's count) is read again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey }),
  });
}
