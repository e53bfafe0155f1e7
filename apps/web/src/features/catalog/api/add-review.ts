import type { AddReviewInput, Message } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { productQueryOptions } from "./get-product";
import { reviewsQueryOptions } from "./get-reviews";

export interface AddReviewAnswer extends Message {
  /**
   * False when the customer had reviewed this product before: the API keeps one review per customer
   * and product, replaces the earlier one and says so only by answering 200 instead of 201.
   */
  created: boolean;
}

/** POST /api/add_review/{id}/ {rating, comment} (401 when logged out). */
export async function addReview(productId: number, input: AddReviewInput): Promise<AddReviewAnswer> {
  const { status, body } = await apiRequest<Message>(`/add_review/${productId}/`, {
    method: "POST",
    body: input,
  });
  return { ...body, created: status === 201 };
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
