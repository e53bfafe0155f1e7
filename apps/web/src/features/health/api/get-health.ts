import type { Health } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * GET /api/health: is the store (and its database) up. Not checked with HealthSchema: that would load
 * zod on every page; the badge only reads `status`.
 */
export function getHealth({ signal }: { signal?: AbortSignal } = {}): Promise<Health> {
  return apiFetch<Health>("/health", { signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ["health"] as const,
    queryFn: ({ signal }) => getHealth({ signal }),
    staleTime: 60_000,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
