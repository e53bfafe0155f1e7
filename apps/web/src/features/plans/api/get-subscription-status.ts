import type { SubscriptionStatus } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { statusOf, callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, plan: null, vendors: [] };

/** GET /api/get_subscription_status; 401, 404 and {subscribed:false} all mean not subscribed (spec 4). */
export async function getSubscriptionStatus(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<SubscriptionStatus> {
  try {
    return await call(api.getSubscriptionStatus, {}, { signal });
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 404) {
      return NOT_SUBSCRIBED;
    }
    console.error("Subscription error", error);
    throw error;
  }
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function subscriptionStatusQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["plans", "subscription-status"] as const,
    queryFn: ({ signal }) => getSubscriptionStatus(call, { signal }),
  });
}

export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled });
}
