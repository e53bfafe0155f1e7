import type { SubscriptionStatus } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, ApiRequestError } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, plan: null, vendors: [] };

/** GET /api/get_subscription_status; 401, 404 and {subscribed:false} all mean not subscribed (spec 4). */
export async function getSubscriptionStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SubscriptionStatus> {
  try {
    return await apiFetch<SubscriptionStatus>("/get_subscription_status", { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) {
      return NOT_SUBSCRIBED;
    }
    console.error("Subscription error", error);
    throw error;
  }
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function subscriptionStatusQueryOptions(read: Reader<SubscriptionStatus> = getSubscriptionStatus) {
  return queryOptions({
    queryKey: ["plans", "subscription-status"] as const,
    queryFn: ({ signal }) => read({ signal }),
  });
}

export function useSubscriptionStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled });
}
