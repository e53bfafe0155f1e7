import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { routes as appRoutes } from "../app/router";

/** Mounts the app's routes (or given ones) at `path` with a fresh query client that never retries. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const HEALTHY = { status: "ok", database: "up", uptime_seconds: 42, version: "test" } as const;

/** Plays "scrolled into view" for every lazily loaded section waiting on the page (see test/setup.ts). */
export function revealLazySections(): void {
  act(() => (globalThis as unknown as { __revealLazySections: () => void }).__revealLazySections());
}
