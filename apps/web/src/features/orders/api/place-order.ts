import type { OrderDetails, PlaceOrderInput, PlaceOrderResponse } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import * as api from "@carcare/contracts/routes";
import { ApiRequestError, callApi } from "../../../lib/api-client";
import { type AttemptOutcome, keyAfterOutcome, keyForRequest } from "../utils/checkout-attempt";
import { ordersQueryOptions } from "./get-orders";
import { orderQueryOptions } from "./get-order";

/**
 * POST /api/place_order with an Idempotency-Key: the server makes one order per key, so a retry of
 * the same attempt answers the order already made instead of making another.
 */
export function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<PlaceOrderResponse> {
  return callApi(api.placeOrder, { body: input, headers: { "Idempotency-Key": idempotencyKey } });
}

function outcomeOf(error: unknown): AttemptOutcome {
  return error instanceof ApiRequestError && error.kind === "http" ? "refused" : "no-answer";
}

/**
 * Places the order. One key per attempt (crypto.randomUUID), kept for a retry after no answer and for
 * a click while a request is on its way; a new one after the server has answered. The placed order
 * goes straight into the confirm page's query, and the orders list is read again.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: PlaceOrderInput) => {
      const key = keyForRequest(attemptKey.current, () => crypto.randomUUID());
      attemptKey.current = key;
      return placeOrder(input, key);
    },
    onSuccess: (answer) => {
      attemptKey.current = keyAfterOutcome(attemptKey.current, "placed");
      queryClient.setQueryData<OrderDetails>(
        orderQueryOptions(answer.order_id).queryKey,
        answer.order_details,
      );
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey, exact: true });
    },
    onError: (error) => {
      attemptKey.current = keyAfterOutcome(attemptKey.current, outcomeOf(error));
    },
  });
  return mutation;
}
