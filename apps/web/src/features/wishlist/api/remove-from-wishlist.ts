import type { Message } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { wishlistQueryOptions } from "./get-wishlist";

/** DELETE /api/remove_wishlist/{id}/: the id is the wishlist item's own (wishlist_items[].id). */
export function removeFromWishlist(wishlistItemId: number): Promise<Message> {
  return callApi(api.removeWishlist, { params: { id: wishlistItemId } });
}

/** Removes a wishlist line; the wishlist (and the header's count) is read again. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryOptions().queryKey }),
  });
}
