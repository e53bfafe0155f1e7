import type { ServiceRating } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_service_rating?service_id=: a vendor's ratings, newest first. */
export async function getServiceRatings(
  serviceId: number,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<ServiceRating[]> {
  const body = await call(api.viewServiceRating, { query: { service_id: serviceId } }, { signal });
  return body.Ratings;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function serviceRatingsQueryOptions(serviceId: number, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["services", "ratings", serviceId] as const,
    queryFn: ({ signal }) => getServiceRatings(serviceId, call, { signal }),
  });
}

export function useServiceRatings(serviceId: number) {
  return useQuery(serviceRatingsQueryOptions(serviceId));
}
