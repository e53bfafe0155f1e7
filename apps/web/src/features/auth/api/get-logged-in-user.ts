import type { User } from "@carcare/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, isUnauthenticated } from "../../../lib/api-client";

const SESSION_HINT_KEY = "carcare.session";

/**
 * Whether this browser logged in before. The session cookie is httpOnly, so without this hint every
 * anonymous page view would ask get_logged_in_user and get a 401 (noise in the console, a wasted call).
 */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    return true;
  }
}

export function setSessionHint(loggedIn: boolean): void {
  try {
    if (loggedIn) localStorage.setItem(SESSION_HINT_KEY, "1");
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: hasSessionHint then always asks the server.
  }
}

/** GET /api/get_logged_in_user: the customer, or null when nobody is logged in (401). */
export async function getLoggedInUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return await apiFetch<User>("/get_logged_in_user", { signal });
  } catch (error) {
    if (isUnauthenticated(error)) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

export function loggedInUserQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "user"] as const,
    queryFn: ({ signal }) => getLoggedInUser({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLoggedInUser() {
  const query = useQuery({ ...loggedInUserQueryOptions(), enabled: hasSessionHint() });
  return query;
}
