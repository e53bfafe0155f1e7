import type { Plan } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_plans: the active plans, every duration and type (the page filters them). */
export async function getPlans(call: EndpointCall = callApi, { signal }: CallOptions = {}): Promise<Plan[]> {
  const { plan } = await call(api.viewPlans, {}, { signal });
  return plan;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function plansQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["plans", "list"] as const,
    queryFn: ({ signal }) => getPlans(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
