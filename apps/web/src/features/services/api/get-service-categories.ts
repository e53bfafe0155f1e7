import type { ServiceCategory } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_service_categories_user: the category tiles of the services page. */
export async function getServiceCategories(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ServiceCategory[]> {
  const body = await call(api.viewServiceCategoriesUser, {}, { signal });
  return body.service_categories;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function serviceCategoriesQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["services", "categories"] as const,
    queryFn: ({ signal }) => getServiceCategories(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(serviceCategoriesQueryOptions());
}
