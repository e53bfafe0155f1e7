import type { Service, ServicesResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";
import type { ServicesLocation } from "../utils/services-search";

/** GET /api/view_service_user?lat&lng: every vendor, or those near `location` nearest first with distance_km. */
export async function getServices(
  location: ServicesLocation | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Service[]> {
  const query = location
    ? `?${new URLSearchParams({ lat: String(location.lat), lng: String(location.lng) })}`
    : "";
  const body = await apiFetch<ServicesResponse>(`/view_service_user${query}`, { signal });
  return body.services;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function servicesQueryOptions(
  location: ServicesLocation | null,
  read: Reader<Service[]> = (options) => getServices(location, options),
) {
  return queryOptions({
    queryKey: ["services", "list", location ? [location.lat, location.lng] : "all"] as const,
    queryFn: ({ signal }) => read({ signal }),
  });
}

export function useServices(location: ServicesLocation | null) {
  return useQuery(servicesQueryOptions(location));
}
