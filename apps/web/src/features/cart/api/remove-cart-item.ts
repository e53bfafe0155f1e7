import type { CartResponse } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { withoutLine } from "../lib/cart-lines";
import { cartQueryOptions } from "./get-cart";

/** DELETE /api/removecart/{id}/: takes a line out of the customer's cart. */
export function removeCartItem(cartItemId: number) {
  return callApi(api.removecart, { params: { id: cartItemId } });
}

/** The line goes at once; a refusal brings it back and says why. The cart is read again after. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const cartKey = cartQueryOptions().queryKey;
  return useMutation({
    mutationFn: removeCartItem,
    onMutate: async (cartItemId) => {
      await queryClient.cancelQueries({ queryKey: cartKey, exact: true });
      const previous = queryClient.getQueryData<CartResponse>(cartKey);
      if (previous) queryClient.setQueryData(cartKey, withoutLine(previous, cartItemId));
      return { previous };
    },
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(cartKey, context.previous);
      toast.error(userMessageOf(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
