import type { CategoriesResponse, Category } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_category: the accessory categories, in their display order. */
export async function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<Category[]> {
  const answer = await apiFetch<CategoriesResponse>("/view_category", { signal });
  return Array.isArray(answer?.categories) ? answer.categories : [];
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function categoriesQueryOptions(read: Reader<Category[]> = getCategories) {
  return queryOptions({
    queryKey: ["catalog", "categories"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
