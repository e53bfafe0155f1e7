import type { Brand } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_brand: every brand, for the listing's Brand filter. */
export async function getBrands(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<Brand[]> {
  const answer = await call(api.viewBrand, {}, { signal });
  return Array.isArray(answer?.brands) ? answer.brands : [];
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function brandsQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["catalog", "brands"] as const,
    queryFn: ({ signal }) => getBrands(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
