import type { User } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, isUnauthenticated } from "../../../lib/api-client";
import type { Reader } from "../../../lib/reader";

/** GET /api/get_logged_in_user: the customer, or null when nobody is logged in (401). */
export async function getLoggedInUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return await apiFetch<User>("/get_logged_in_user", { signal });
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

/** `read` is the fetcher; server loaders pass the store's in-process read instead. */
export function loggedInUserQueryOptions(read: Reader<User | null> = getLoggedInUser) {
  return queryOptions({
    queryKey: ["auth", "user"] as const,
    queryFn: ({ signal }) => read({ signal }),
    staleTime: 5 * 60_000,
  });
}

/** Who is logged in: the root loader puts the answer in the page, so this does not fetch on load. */
export function useLoggedInUser() {
  return useQuery(loggedInUserQueryOptions());
}
