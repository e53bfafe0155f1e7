import type { Address } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/view_addresses: the customer's saved addresses, the default marked (401 when logged out). */
export async function getAddresses({ signal }: { signal?: AbortSignal } = {}): Promise<Address[]> {
  const answer = await apiFetch<{ addresses: Address[] }>("/view_addresses", { signal });
  return answer.addresses;
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function addressesQueryOptions(read: Reader<Address[]> = getAddresses) {
  return queryOptions({ queryKey: ["addresses"] as const, queryFn: ({ signal }) => read({ signal }) });
}

/** The customer's addresses; pass enabled=false while nobody is logged in. */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
