import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
} from "react-router";
import type { DehydratedState } from "@tanstack/react-query";
import { getLoggedInUser, loggedInUserQueryOptions } from "../features/auth/api/get-logged-in-user";
import { cartQueryOptions, getCart } from "../features/cart/api/get-cart";
import {
  getSubscriptionStatus,
  subscriptionStatusQueryOptions,
} from "../features/plans/api/get-subscription-status";
import { getBusinessContacts, businessContactsQueryOptions } from "../lib/business-contacts";
import { getWishlist, wishlistQueryOptions } from "../features/wishlist/api/get-wishlist";
import { type EndpointCall, nullWhenRefused } from "../lib/api-client";
import { currentLanguage, directionOf } from "../lib/language";
import { createQueryClient, mergeDehydratedStates, prefetchPageData } from "../lib/query-client";
import { ARABIC_FONT_LINKS } from "./arabic-font";
import { ServerErrorPage } from "./layout/error-pages";
import stylesheet from "../styles.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  // Arabic pages preload their web font first (app/arabic-font.ts); English pages never load it.
  ...(currentLanguage() === "ar" ? ARABIC_FONT_LINKS : []),
  // With a precedence React writes the stylesheet ahead of the module preloads <Scripts /> hoists
  // into the head, so the one render-blocking file is the first the browser asks for.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" },
];

/**
 * Who is logged in (the header renders the avatar or Login from it, no flash), their plan and counts,
 * and the store's contacts; `origin` makes head tags' URLs absolute.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { call, userId } = context;
  // A visitor has none of these; a customer whose account is gone reads as a visitor.
  const forCustomer = <T,>(read: (call: EndpointCall) => Promise<T>) =>
    userId === null ? Promise.resolve(null) : nullWhenRefused(read(call));
  const [user, subscription, cart, wishlist, contacts] = await Promise.all([
    forCustomer(getLoggedInUser),
    forCustomer(getSubscriptionStatus),
    forCustomer(getCart),
    forCustomer(getWishlist),
    getBusinessContacts(call),
  ]);
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    queryClient.setQueryData(loggedInUserQueryOptions().queryKey, user);
    queryClient.setQueryData(businessContactsQueryOptions().queryKey, contacts);
    if (subscription) queryClient.setQueryData(subscriptionStatusQueryOptions().queryKey, subscription);
    if (cart) queryClient.setQueryData(cartQueryOptions().queryKey, cart);
    if (wishlist) queryClient.setQueryData(wishlistQueryOptions().queryKey, wishlist);
  });
  return { origin: context.origin, dehydratedState };
}

/** The session's data changes through the API (the query cache follows it), not through navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  // The page's language is its address's (lib/language.ts): `/ar/...` is Arabic, right to left.
  const language = currentLanguage();
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c1c2e" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Every page's data, from the loaders of all matched routes, seeds the one query cache. */
function usePageData(): DehydratedState {
  const matches = useMatches();
  return mergeDehydratedStates(
    matches.map(
      (match) => (match.loaderData as { dehydratedState?: DehydratedState } | undefined)?.dehydratedState,
    ),
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  const pageData = usePageData();
  useMarkHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={pageData}>
        <Outlet />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** `<html data-hydrated>` once the page is interactive: browser tests wait for it before clicking. */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

/** Errors no page caught: the root's data or the layout itself failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ServerErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
