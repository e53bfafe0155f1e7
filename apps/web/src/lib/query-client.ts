import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client";

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: no answer at all, or a 5xx. A 4xx will fail the same way again. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiRequestError && (error.kind === "network" || error.status >= 500);
}

/**
 * The store's TanStack Query defaults. Data a page's loader put in the HTML stays fresh for a minute,
 * so hydration does not fetch it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetryRequest },
      mutations: { retry: false },
    },
  });
}

/**
 * For server loaders: fills a fresh QueryClient (never one shared between requests) with what the
 * page shows, and returns its state for the HTML. Queries that fail are left out, and the browser
 * fetches them itself; a loader that needs the data to decide a 404 awaits fetchQuery instead.
 */
export async function prefetchPageData(
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
): Promise<DehydratedState> {
  const queryClient = createQueryClient();
  await prefetch(queryClient);
  return dehydrate(queryClient);
}

/** The dehydrated states of every matched route, as one (the root's HydrationBoundary takes it). */
export function mergeDehydratedStates(states: (DehydratedState | undefined)[]): DehydratedState {
  return {
    mutations: [],
    queries: states.flatMap((state) => state?.queries ?? []),
  };
}
