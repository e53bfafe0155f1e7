import type { Service } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_single_service_user/{id}/: one vendor (404 when unknown). */
export async function getService(
  id: number,
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<Service> {
  const body = await call(api.viewSingleServiceUser, { params: { id } }, { signal });
  return body.service;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function serviceQueryOptions(id: number, call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["services", "detail", id] as const,
    queryFn: ({ signal }) => getService(id, call, { signal }),
  });
}

export function useService(id: number) {
  return useQuery(serviceQueryOptions(id));
}
