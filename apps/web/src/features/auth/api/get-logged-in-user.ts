import type { User } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi, type CallOptions, type EndpointCall, isUnauthenticated } from "../../../lib/api-client";

/** GET /api/get_logged_in_user: the customer, or null when nobody is logged in (401). */
export async function getLoggedInUser(
  call: EndpointCall = callApi,
  { signal }: CallOptions = {},
): Promise<User | null> {
  try {
    return await call(api.getLoggedInUser, {}, { signal });
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

/** `call` reaches the API: over HTTP in the browser, in-process in a server loader (context.call). */
export function loggedInUserQueryOptions(call: EndpointCall = callApi) {
  return queryOptions({
    queryKey: ["auth", "user"] as const,
    queryFn: ({ signal }) => getLoggedInUser(call, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Who is logged in: the root loader puts the answer in the page, so this does not fetch on load. */
export function useLoggedInUser() {
  return useQuery(loggedInUserQueryOptions());
}
