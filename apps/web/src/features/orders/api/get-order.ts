import type { OrderDetails } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";
import { ordersQueryOptions } from "./get-orders";

/** GET /api/view_order/{id}/: one of the customer's own orders (404 for anyone else's). */
export async function getOrder(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderDetails> {
  const answer = await apiFetch<{ order_details: OrderDetails }>(`/view_order/${orderId}/`, { signal });
  return answer.order_details;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function orderQueryOptions(orderId: number, read: Reader<OrderDetails> = (o) => getOrder(orderId, o)) {
  return queryOptions({
    queryKey: [...ordersQueryOptions().queryKey, orderId] as const,
    queryFn: ({ signal }) => read({ signal }),
    // A 404 is the answer, not a hiccup to retry.
    retry: false,
  });
}

/** One order; pass enabled=false while nobody is logged in. */
export function useOrder(orderId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
