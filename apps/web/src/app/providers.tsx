import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ApiRequestError } from "../lib/api-client";

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: no answer at all, or a 5xx. A 4xx will fail the same way again. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiRequestError && (error.kind === "network" || error.status >= 500);
}

/** The store's TanStack Query defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryRequest },
      mutations: { retry: false },
    },
  });
}

/** Everything the app needs above the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
