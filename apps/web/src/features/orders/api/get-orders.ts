import type { OrderDetails } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/my_orders: the customer's orders, newest first (401 when logged out). */
export async function getOrders({ signal }: { signal?: AbortSignal } = {}): Promise<OrderDetails[]> {
  const answer = await apiFetch<{ orders: OrderDetails[] }>("/my_orders", { signal });
  return answer.orders;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function ordersQueryOptions(read: Reader<OrderDetails[]> = getOrders) {
  return queryOptions({ queryKey: ["orders"] as const, queryFn: ({ signal }) => read({ signal }) });
}

/** The customer's orders. */
export function useOrders() {
  return useQuery(ordersQueryOptions());
}
