import type { GeocodeResult } from "@carcare/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/geocode?q=: the place the store's gazetteer (or its provider) finds for the text; 404 for none. */
export function geocodePlace(
  query: string,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<GeocodeResult> {
  return call(api.geocode, { query: { q: query } }, { signal });
}

export function geocodeQueryOptions(query: string) {
  return queryOptions({
    queryKey: ["services", "geocode", query.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => geocodePlace(query.trim(), callApi, { signal }),
    // The gazetteer changes only with a release; a miss (404) will miss again.
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** The suggestion for what the customer is typing: asked only for 2 characters or more. */
export function useGeocodeSuggestion(query: string) {
  return useQuery({
    ...geocodeQueryOptions(query),
    enabled: query.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
