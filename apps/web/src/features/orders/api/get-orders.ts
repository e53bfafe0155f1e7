import type { OrderDetails } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/my_orders: the customer's orders, newest first (401 when logged out). */
export async function getOrders(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<OrderDetails[]> {
  const answer = await call(api.myOrders, {}, { signal });
  return answer.orders;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function ordersQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["orders"] as const,
    queryFn: ({ signal }) => getOrders(call, { signal }),
  });
}

/** The customer's orders. */
export function useOrders() {
  return useQuery(ordersQueryOptions());
}
