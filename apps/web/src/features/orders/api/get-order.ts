import type { OrderDetails } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";
import { ordersQueryOptions } from "./get-orders";

/** GET /api/view_order/{id}/: one of the customer's own orders (404 for anyone else's). */
export async function getOrder(
  orderId: number,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<OrderDetails> {
  const answer = await call(api.viewOrder, { params: { id: orderId } }, { signal });
  return answer.order_details;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function orderQueryOptions(orderId: number, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: [...ordersQueryOptions().queryKey, orderId] as const,
    queryFn: ({ signal }) => getOrder(orderId, call, { signal }),
    // A 404 is the answer, not a hiccup to retry.
    retry: false,
  });
}

/** One order; pass enabled=false while nobody is logged in. */
export function useOrder(orderId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
