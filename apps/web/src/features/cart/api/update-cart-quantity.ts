import type { CartResponse } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { withLineQuantity } from "../lib/cart-lines";
import { cartQueryOptions } from "./get-cart";

export interface UpdateCartQuantityInput {
  cartItemId: number;
  quantity: number;
}

/** PUT /api/update_cart/{id}/ {quantity}: sets a line's quantity (1 to 10; 400 otherwise). */
export function updateCartQuantity({ cartItemId, quantity }: UpdateCartQuantityInput) {
  return callApi(api.updateCart, { params: { id: cartItemId }, body: { quantity } });
}

/**
 * The new quantity shows at once; a refusal puts the line back as it was and says why. Either way the
 * cart, and the coupon's totals under the same key prefix, are read again from the server.
 */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  const cartKey = cartQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateCartQuantity,
    onMutate: async ({ cartItemId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartKey, exact: true });
      const previous = queryClient.getQueryData<CartResponse>(cartKey);
      if (previous) queryClient.setQueryData(cartKey, withLineQuantity(previous, cartItemId, quantity));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(cartKey, context.previous);
      toast.error(userMessageOf(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
