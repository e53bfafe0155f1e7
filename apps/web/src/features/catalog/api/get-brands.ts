import type { Brand, BrandsResponse } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_brand: every brand, for the listing's Brand filter. */
export async function getBrands({ signal }: { signal?: AbortSignal } = {}): Promise<Brand[]> {
  const answer = await apiFetch<BrandsResponse>("/view_brand", { signal });
  return Array.isArray(answer?.brands) ? answer.brands : [];
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function brandsQueryOptions(read: Reader<Brand[]> = getBrands) {
  return queryOptions({
    queryKey: ["catalog", "brands"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
