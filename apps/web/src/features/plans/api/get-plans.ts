import type { Plan, PlansResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_plans: the active plans, every duration and type (the page filters them). */
export async function getPlans({ signal }: { signal?: AbortSignal } = {}): Promise<Plan[]> {
  const { plan } = await apiFetch<PlansResponse>("/view_plans", { signal });
  return plan;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function plansQueryOptions(read: Reader<Plan[]> = getPlans) {
  return queryOptions({
    queryKey: ["plans", "list"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
