import type { ReviewsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_review/{id}/: the product's first page of reviews (the API's page size), newest first. */
export function getReviews(
  productId: number,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ReviewsResponse> {
  return call(api.viewReview, { params: { id: productId } }, { signal });
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function reviewsQueryOptions(productId: number, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["reviews", "product", productId] as const,
    queryFn: ({ signal }) => getReviews(productId, call, { signal }),
  });
}

/** Read only when `enabled` (a product nobody reviewed needs no read for an empty list). */
export function useReviews(productId: number, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(productId), enabled });
}
