import type { OrderPage } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";
import { ordersQueryOptions } from "./get-orders";

/** GET /api/orders/{reference}: one of the customer's own orders with its history and documents (404 for anyone else's). */
export async function getOrderPage(
  reference: string,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<OrderPage> {
  const answer = await call(api.orderPage, { params: { reference } }, { signal });
  return answer.order;
}

/** References are read in any case: one cache entry per order whatever the address's case. */
export const orderPageKey = (reference: string) =>
  [...ordersQueryOptions().queryKey, "page", reference.trim().toUpperCase()] as const;

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function orderPageQueryOptions(reference: string, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: orderPageKey(reference),
    queryFn: ({ signal }) => getOrderPage(reference, call, { signal }),
    // A 404 is the answer, not a hiccup to retry.
    retry: false,
  });
}

/** One order's page; pass enabled=false while nobody is logged in. */
export function useOrderPage(reference: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderPageQueryOptions(reference), enabled });
}
