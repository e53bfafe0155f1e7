import type { AddReviewInput, Message } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { productQueryOptions } from "./get-product";
import { reviewsQueryOptions } from "./get-reviews";

/**
 * POST /api/add_review/{id}/ {rating, comment} (401 when logged out). One review per customer and
 * product: a second one replaces the first, and the API's message says so.
 */
export function addReview(productId: number, input: AddReviewInput): Promise<Message> {
  return callApi(api.addReview, { params: { id: productId }, body: input });
}

/** Writes the review; the product's reviews and its ratings block are read again. */
export function useAddReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddReviewInput) => addReview(productId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(productId).queryKey }),
        queryClient.invalidateQueries({ queryKey: productQueryOptions(productId).queryKey }),
      ]),
  });
}
