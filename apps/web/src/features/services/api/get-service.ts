import type { Service, SingleServiceResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_single_service_user/{id}/: one vendor (404 when unknown). */
export async function getService(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Service> {
  const body = await apiFetch<SingleServiceResponse>(`/view_single_service_user/${id}/`, { signal });
  return body.service;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function serviceQueryOptions(
  id: number,
  read: Reader<Service> = (options) => getService(id, options),
) {
  return queryOptions({
    queryKey: ["services", "detail", id] as const,
    queryFn: ({ signal }) => read({ signal }),
  });
}

export function useService(id: number) {
  return useQuery(serviceQueryOptions(id));
}
