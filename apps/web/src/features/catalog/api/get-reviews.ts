import type { ReviewsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_review/{id}/: the product's first page of reviews (the API's page size), newest first. */
export function getReviews(
  productId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReviewsResponse> {
  return apiFetch<ReviewsResponse>(`/view_review/${productId}/`, { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function reviewsQueryOptions(
  productId: number,
  read: Reader<ReviewsResponse> = (o) => getReviews(productId, o),
) {
  return queryOptions({
    queryKey: ["reviews", "product", productId] as const,
    queryFn: ({ signal }) => read({ signal }),
  });
}

export function useReviews(productId: number) {
  return useQuery(reviewsQueryOptions(productId));
}
