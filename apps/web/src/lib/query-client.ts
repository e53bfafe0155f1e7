import { type DehydratedState, dehydrate, QueryClient } from "@tanstack/react-query";
import { SHARED_PAGE_SECONDS } from "@carcare/contracts/constants";
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
  return withDataTimeSteps(dehydrate(queryClient));
}

/**
 * A page's data times, each set to the start of the SHARED_PAGE_SECONDS step it falls in: they are the
 * one thing in a visitor's page that changes from one render to the next, and a shared cache keeps
 * and revalidates (ETag) a page only if its renders are byte-identical. Never later than the real
 * time, so the browser may refetch a little early (staleTime), never late.
 */
export function withDataTimeSteps(state: DehydratedState): DehydratedState {
  const step = SHARED_PAGE_SECONDS * 1000;
  const at = (time: number) => Math.floor(time / step) * step;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      ...(query.dehydratedAt !== undefined && { dehydratedAt: at(query.dehydratedAt) }),
      state: {
        ...query.state,
        dataUpdatedAt: at(query.state.dataUpdatedAt),
        errorUpdatedAt: at(query.state.errorUpdatedAt),
      },
    })),
  };
}

/** The dehydrated states of every matched route, as one (the root's HydrationBoundary takes it). */
export function mergeDehydratedStates(states: (DehydratedState | undefined)[]): DehydratedState {
  return {
    mutations: [],
    queries: states.flatMap((state) => state?.queries ?? []),
  };
}
