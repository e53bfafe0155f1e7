import type { Service } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";
import type { ServicesLocation } from "../utils/services-search";

/** GET /api/view_service_user?lat&lng: every vendor, or those near `location` nearest first with distance_km. */
export async function getServices(
  location: ServicesLocation | null,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<Service[]> {
  const query = location ? { lat: location.lat, lng: location.lng } : {};
  const body = await call(api.viewServiceUser, { query }, { signal });
  return body.services;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function servicesQueryOptions(location: ServicesLocation | null, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["services", "list", location ? [location.lat, location.lng] : "all"] as const,
    queryFn: ({ signal }) => getServices(location, call, { signal }),
  });
}

export function useServices(location: ServicesLocation | null) {
  return useQuery(servicesQueryOptions(location));
}
