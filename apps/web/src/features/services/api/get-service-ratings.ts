import type { ServiceRating, ServiceRatingsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_service_rating?service_id=: a vendor's ratings, newest first. */
export async function getServiceRatings(
  serviceId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ServiceRating[]> {
  const query = new URLSearchParams({ service_id: String(serviceId) });
  const body = await apiFetch<ServiceRatingsResponse>(`/view_service_rating?${query}`, { signal });
  return body.Ratings;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function serviceRatingsQueryOptions(
  serviceId: number,
  read: Reader<ServiceRating[]> = (options) => getServiceRatings(serviceId, options),
) {
  return queryOptions({
    queryKey: ["services", "ratings", serviceId] as const,
    queryFn: ({ signal }) => read({ signal }),
  });
}

export function useServiceRatings(serviceId: number) {
  return useQuery(serviceRatingsQueryOptions(serviceId));
}
