import type { ServiceCategoriesResponse, ServiceCategory } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_service_categories_user: the category tiles of the services page. */
export async function getServiceCategories({ signal }: { signal?: AbortSignal } = {}): Promise<
  ServiceCategory[]
> {
  const body = await apiFetch<ServiceCategoriesResponse>("/view_service_categories_user", { signal });
  return body.service_categories;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function serviceCategoriesQueryOptions(read: Reader<ServiceCategory[]> = getServiceCategories) {
  return queryOptions({
    queryKey: ["services", "categories"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories() {
  return useQuery(serviceCategoriesQueryOptions());
}
