import {
  API,
  type Endpoint,
  type EndpointCall,
  type EndpointInput,
  type EndpointName,
  type RouteRef,
  type WebLoadContext,
} from "@carcare/contracts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import {
  createMemoryRouter,
  useLoaderData,
  useMatches,
  useParams,
  type LoaderFunctionArgs,
  RouterProvider,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router";
import routeConfig from "../app/routes";

/** What a route module may export that matters in a memory router (no head tags, no headers). */
interface RouteModule {
  default?: ComponentType<RouteComponentProps>;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  loader?: (args: LoaderFunctionArgs & { context: WebLoadContext }) => unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
}

// Every module under app/, imported on demand by the file name routes.ts gives (relative to app/).
// The entries are left out: entry.client hydrates the document as soon as it is imported.
const APP_MODULES = import.meta.glob<RouteModule>([
  "../app/**/*.{ts,tsx}",
  "!../app/**/*.test.{ts,tsx}",
  "!../app/entry.*",
]);

const ROOT_FILE = "root.tsx";

function collectFiles(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...collectFiles(entry.children ?? [])]);
}

async function importModule(file: string): Promise<[string, RouteModule]> {
  const importer = APP_MODULES[`../app/${file}`];
  if (!importer) throw new Error(`routes.ts names ${file}, which is not a module under src/app`);
  return [file, await importer()];
}

// Route modules load once for the whole test file; each render builds its own route objects.
const MODULES = new Map(await Promise.all([ROOT_FILE, ...collectFiles(routeConfig)].map(importModule)));

/** React Router's route id for a file: its path under app/ without the extension (as the build names it). */
function routeIdOf(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.[^/.]+$/, "");
}

/** What framework mode hands a route's component: its loader data, params and matches. */
interface RouteComponentProps {
  loaderData: unknown;
  params: ReturnType<typeof useParams>;
  matches: ReturnType<typeof useMatches>;
}

/** As React Router's framework mode renders a route module's default export: with its props. */
function withRouteProps(Component: ComponentType<RouteComponentProps>): ComponentType {
  return function RouteComponent() {
    return <Component loaderData={useLoaderData()} params={useParams()} matches={useMatches()} />;
  };
}

function routeFields(file: string, id: string, context: WebLoadContext) {
  const mod = MODULES.get(file)!;
  const loader = mod.loader;
  return {
    id,
    Component: mod.default ? withRouteProps(mod.default) : undefined,
    ErrorBoundary: mod.ErrorBoundary,
    HydrateFallback: mod.HydrateFallback,
    loader: loader ? (args: LoaderFunctionArgs) => loader({ ...args, context }) : undefined,
    shouldRevalidate: mod.shouldRevalidate,
  };
}

function toRouteObject(entry: RouteConfigEntry, context: WebLoadContext): RouteObject {
  const fields = routeFields(entry.file, routeIdOf(entry), context);
  if (entry.index) return { ...fields, index: true };
  return {
    ...fields,
    path: entry.path,
    children: entry.children?.map((child) => toRouteObject(child, context)),
  };
}

/**
 * The app's route tree as the server and the browser run it: routes.ts under root.tsx's App (not its
 * Layout, which renders <html>), each loader given `context`.
 */
export function createAppRoutes(context: WebLoadContext): RouteObject[] {
  const root = routeFields(ROOT_FILE, "root", context);
  return [
    {
      ...root,
      // The server renders the first page; in a memory router nothing shows until the loaders finish.
      HydrateFallback: root.HydrateFallback ?? EmptyFallback,
      children: routeConfig.map((entry) => toRouteObject(entry, context)),
    },
  ];
}

function EmptyFallback() {
  return null;
}

/** What a fake endpoint answers for one in-process call; a thrown error is the call's refusal. */
export type FakeAnswer = (input: EndpointInput<Endpoint>) => unknown;
export type FakeAnswers = Partial<Record<EndpointName, FakeAnswer>>;

/** A refusal as context.call makes one: the HTTP status and body the API would answer. */
export function refusal(status: number, body: Record<string, string> = {}): Error & { status: number } {
  return Object.assign(new Error(`${status}`), { status, body });
}

/** What an empty store answers a visitor; private endpoints refuse with 401 like the API. */
const EMPTY_STORE: FakeAnswers = {
  storeInfo: () => ({ whatsapp_number: "971501234567", phone: "+971501234567", email: "support@carcare.ae" }),
  viewPromotedProducts: () => ({ promoted_products: [], max_discount: 0 }),
  promotedBrandsProducts: () => ({ promoted_brands_products: [] }),
  editProduct: () => {
    throw refusal(404, { message: "Product not found" });
  },
  viewProducts: () => ({ products: [], pages: 1, total: 0 }),
  viewBrand: () => ({ brands: [] }),
  viewCategory: () => ({ categories: [] }),
  viewReview: () => ({ reviews: [], total: 0 }),
  viewSingleServiceUser: () => {
    throw refusal(404, { message: "Service not found" });
  },
  viewServiceCategoriesUser: () => ({ service_categories: [] }),
  viewServiceUser: () => ({ services: [] }),
  viewServiceRating: () => ({ Ratings: [] }),
  viewPlans: () => ({ plan: [] }),
  viewCoupons: () => ({ coupon: [] }),
  viewProductPages: () => ({ pages: [] }),
  viewServicePages: () => ({ pages: [] }),
};

/**
 * The loaders' in-process call over a store with nothing in it, for a visitor; tests give the
 * answers they care about by endpoint name. Every call is recorded in `calls`.
 */
export function createFakeCall(answers: FakeAnswers = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const call = (async (route: RouteRef, input: EndpointInput<Endpoint> = {}) => {
    const [name, declaration] = Object.entries(API).find(
      ([, endpoint]) => endpoint.method === route.method && endpoint.path === route.path,
    )! as [EndpointName, Endpoint];
    calls.push({ name, input });
    const answer = answers[name] ?? EMPTY_STORE[name];
    if (answer) return answer(input);
    if (declaration.auth) throw refusal(401, { detail: "Authentication credentials were not provided." });
    throw new Error(`The fake store has no answer for ${name}`);
  }) as EndpointCall;
  return { call, calls };
}

/** The load context the server would build for one request, around `call`. */
export function createTestLoadContext(call: EndpointCall, userId: number | null = null): WebLoadContext {
  return {
    call,
    userId,
    cspNonce: "test-nonce",
    language: "en",
    renderWhole: false,
    origin: "http://localhost",
    logError: () => {},
  };
}

/** Mounts the app's real route tree (routes.ts under root.tsx) at `path`, its loaders calling `answers`. */
export function renderApp(
  path: string,
  { answers, userId = null }: { answers?: FakeAnswers; userId?: number | null } = {},
) {
  const fake = createFakeCall(answers);
  const context = createTestLoadContext(fake.call, userId);
  const router = createMemoryRouter(createAppRoutes(context), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user, context, calls: fake.calls };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Plays "scrolled into view" for every lazily loaded section waiting on the page (see test/setup.ts). */
export function revealLazySections(): void {
  act(() => (globalThis as unknown as { __revealLazySections: () => void }).__revealLazySections());
}
