import { useLoaderData } from "react-router";
import { brandsQueryOptions } from "../../features/catalog/api/get-brands";
import { categoriesQueryOptions } from "../../features/catalog/api/get-categories";
import { productsQueryOptions } from "../../features/catalog/api/get-products";
import { AccessoriesListing } from "../../features/catalog/components/accessories-listing";
import { clampToLastPage, parseListingSearch } from "../../features/catalog/utils/parse-listing-search";
import { prefetchPageData } from "../../lib/query-client";
import { PageErrorBoundary } from "../layout/error-pages";
import { useProductActions } from "../product-actions";
import { m } from "../../paraglide/messages.js";
import { pageMeta } from "../seo";
import type { Route } from "./+types/accessories";

/** A search's results are kept out of search engines' indexes (issue 28); the listing itself is not. */
export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: m.pages_accessories_title(),
    description: m.pages_accessories_description(),
    path: location.pathname,
    noindex: Boolean(new URLSearchParams(location.search).get("search")?.trim()),
  });
}

/**
 * The listing the address asks for, in the server's HTML: products, categories and brands. The
 * address is read leniently (a bad value means its default, never an error page) and a page past the
 * end shows the last page. The parsed filter goes to the component, so the browser never needs the
 * schema (zod) to read the address itself.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { call } = context;
  const requested = parseListingSearch(new URL(request.url).searchParams);
  let filter = requested;
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    const [listing] = await Promise.all([
      queryClient.fetchQuery(productsQueryOptions(requested, call)).catch((error: unknown) => {
        // Left out of the page: the browser asks for it again.
        context.logError(error, request);
        return null;
      }),
      queryClient.prefetchQuery(categoriesQueryOptions(call)),
      queryClient.prefetchQuery(brandsQueryOptions(call)),
    ]);
    if (!listing) return;
    filter = clampToLastPage(requested, listing.pages);
    if (filter === requested) return;
    queryClient.removeQueries({ queryKey: productsQueryOptions(requested).queryKey, exact: true });
    const lastPage = filter;
    await queryClient.prefetchQuery(productsQueryOptions(lastPage, call));
  });
  return { filter, dehydratedState };
}

/** Accessories (spec section 2, "Accessories page"). */
export default function AccessoriesPage() {
  // The hook, not the props: the same module also runs in tests' memory routers, which pass no props.
  const { filter } = useLoaderData<typeof loader>();
  const productActions = useProductActions();
  const actions = {
    onAddToCart: productActions.addToCart,
    onAddToWishlist: productActions.addToWishlist,
    busyProductId: productActions.pendingCart ?? productActions.pendingWishlist,
  };
  return <AccessoriesListing filter={filter} actions={actions} />;
}

export { PageErrorBoundary as ErrorBoundary };
