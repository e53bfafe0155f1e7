import type { OrderPage } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { ordersQueryOptions } from "./get-orders";
import { orderPageKey } from "./get-order-page";

/** POST /api/orders/{reference}/cancel: the customer cancels a pending order (409 with the reason otherwise). */
export async function cancelOrder(reference: string): Promise<OrderPage> {
  const answer = await callApi(api.cancelOrder, { params: { reference } });
  return answer.order;
}

/**
 * Cancels the order; the page then shows the answer's order (cancelled, its new history), and My
 * Orders is read again. A refusal (409: confirmed meanwhile, already cancelled) reads the order again,
 * so the page shows the state that refused it.
 */
export function useCancelOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(reference),
    onSuccess: (order) => {
      queryClient.setQueryData<OrderPage>(orderPageKey(reference), order);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: orderPageKey(reference), exact: true });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey, exact: true });
    },
  });
}
