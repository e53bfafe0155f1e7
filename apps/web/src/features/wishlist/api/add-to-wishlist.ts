import type { Message } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { wishlistQueryOptions } from "./get-wishlist";

/** POST /api/add_to_wishlist/{id}/: idempotent (401 when logged out). */
export function addToWishlist(productId: number): Promise<Message> {
  return callApi(api.addToWishlist, { params: { id: productId } });
}

/** Adds to the wishlist; the wishlist (and the header's count) is read again. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryOptions().queryKey }),
  });
}
