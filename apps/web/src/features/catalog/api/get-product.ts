import type { ProductDetail } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

// Types only: parsing with the contract's zod schema would pull zod into the product page's bundle.

/** GET /api/edit_product/{id}/: the product and its ratings block (average, count, distribution). */
export function getProduct(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/edit_product/${id}/`, { signal });
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function productQueryOptions(id: number, read: Reader<ProductDetail> = (o) => getProduct(id, o)) {
  return queryOptions({
    queryKey: ["catalog", "product", id] as const,
    queryFn: ({ signal }) => read({ signal }),
  });
}

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
