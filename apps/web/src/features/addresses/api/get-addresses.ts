import type { Address } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall } from "../../../lib/api-client";

/** GET /api/view_addresses: the customer's saved addresses, the default marked (401 when logged out). */
export async function getAddresses(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<Address[]> {
  const answer = await call(api.viewAddresses, {}, { signal });
  return answer.addresses;
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function addressesQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["addresses"] as const,
    queryFn: ({ signal }) => getAddresses(call, { signal }),
  });
}

/** The customer's addresses; pass enabled=false while nobody is logged in. */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
