import { promotedBrandsProductsQueryOptions } from "../../features/catalog/api/get-promoted-brands-products";
import { promotedProductsQueryOptions } from "../../features/catalog/api/get-promoted-products";
import { HeroSection } from "../../features/home/components/hero-section";
import { PromoCards } from "../../features/home/components/promo-cards";
import { useHomeHashScroll } from "../../features/home/hooks/use-home-hash-scroll";
import { prefetchPageData } from "../../lib/query-client";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { WidgetBoundary } from "../../ui/widget-boundary";
import { PageErrorBoundary } from "../layout/error-pages";
import { useProductActions } from "../product-actions";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";
import { m } from "../../paraglide/messages.js";

// Every section is in the server's HTML (so #about and #contact are where they will stay). The code
// of sections 4 to 16 comes in chunks after the first screen's, which keeps the first load within
// budget (apps/web/scripts/check-budget.mjs); serverRenderedLazy (decision 018) has them loaded before
// the page hydrates, so React hydrates them in place instead of rendering a second copy.
// Today's Deals (after the hero and the promo cards) and the brand strip likewise, with the product
// cards' code.
const TodaysDeals = serverRenderedLazy(
  () => import("../../features/catalog/components/todays-deals").then((m) => m.TodaysDeals),
  <div className="min-h-[640px]" aria-hidden="true" />,
);
const BrandProducts = serverRenderedLazy(
  () => import("../../features/catalog/components/brand-products").then((m) => m.BrandProducts),
  <div className="min-h-[640px]" aria-hidden="true" />,
);
const SectionsBeforeBrands = serverRenderedLazy(
  () => import("../../features/home/components/middle-sections").then((m) => m.default),
  <div className="min-h-[1200px]" aria-hidden="true" />,
);
const SectionsAfterBrands = serverRenderedLazy(
  () => import("../../features/home/components/middle-sections").then((m) => m.SectionsAfterBrands),
  <div className="min-h-[3000px]" aria-hidden="true" />,
);
const BelowTheFold = serverRenderedLazy(
  () => import("../../features/home/components/below-the-fold").then((m) => m.default),
  <div className="min-h-[2600px]" aria-hidden="true" />,
);

/** Today's Deals and the brand strip come with the page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { call } = context;
  const dehydratedState = await prefetchPageData((queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(promotedProductsQueryOptions(call)),
      queryClient.prefetchQuery(promotedBrandsProductsQueryOptions(call)),
    ]),
  );
  return { dehydratedState };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { title: m.home_meta_title(), description: m.home_meta_description(), path: "/" }),
    { name: "keywords", content: m.home_meta_keywords() },
  ];
}

/** Home (spec section 2, "Home page sections, in order"). */
export default function HomePage() {
  useHomeHashScroll();
  const productActions = useProductActions();
  const actions = {
    onAddToCart: productActions.addToCart,
    onAddToWishlist: productActions.addToWishlist,
    busyProductId: productActions.pendingCart ?? productActions.pendingWishlist,
  };
  return (
    <>
      <HeroSection />
      <PromoCards />
      <WidgetBoundary name="Today's Deals strip">
        <TodaysDeals actions={actions} />
      </WidgetBoundary>
      <SectionsBeforeBrands />
      <WidgetBoundary name="top brands strip">
        <BrandProducts actions={actions} />
      </WidgetBoundary>
      <SectionsAfterBrands />
      <BelowTheFold />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary };
