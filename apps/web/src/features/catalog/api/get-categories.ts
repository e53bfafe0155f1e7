import type { Category } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_category: the accessory categories, in their display order. */
export async function getCategories(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<Category[]> {
  const answer = await call(api.viewCategory, {}, { signal });
  return Array.isArray(answer?.categories) ? answer.categories : [];
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function categoriesQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["catalog", "categories"] as const,
    queryFn: ({ signal }) => getCategories(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
