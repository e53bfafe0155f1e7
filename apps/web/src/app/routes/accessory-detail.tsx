import { lazy, Suspense } from "react";
import { data, useLocation } from "react-router";
import type { ProductDetail as Product } from "@carcare/contracts";
import { hashKey } from "@tanstack/react-query";
import { getProduct, productQueryOptions, useProduct } from "../../features/catalog/api/get-product";
import { nullWhenRefused } from "../../lib/api-client";
import { ProductBreadcrumb, ProductDetail } from "../../features/catalog/components/product-detail";
import { SimilarProductsAfterLoad } from "../../features/catalog/components/similar-products-after-load";
import { productJsonLd } from "../../features/catalog/utils/product-json-ld";
import { similarProductsQuery } from "../../features/catalog/utils/similar-products";
import { formatAed } from "../../lib/format";
import { pathId } from "../../lib/path-id";
import { prefetchPageData } from "../../lib/query-client";
import { serverRenderedLazy } from "../../lib/server-rendered-lazy";
import { WidgetBoundary } from "../../ui/widget-boundary";
import { PageErrorBoundary } from "../layout/error-pages";
import { useProductActions } from "../product-actions";
import { useWriteReview } from "../write-review";
import { originOf, pageMeta } from "../seo";
import type { Route } from "./+types/accessory-detail";
import { m } from "../../paraglide/messages.js";

// The ratings and reviews, below the product: the ratings block is in the server's HTML (the list is
// read after the page) and their code in a chunk after the first screen's (the page's first-load
// budget); serverRenderedLazy (decision 018).
const ReviewsSection = serverRenderedLazy(
  () => import("../../features/catalog/components/reviews-section").then((module) => module.ReviewsSection),
  <div className="min-h-96" aria-hidden="true" />,
);
// The popup's form and the contract's zod schema load when it first opens.
const ReviewDialog = lazy(() => import("../../features/catalog/components/review-dialog"));

/**
 * An unknown product answers 404. A known one is in the HTML with what search engines read (name,
 * price, description, image, its ratings block and JSON-LD); its reviews and Similar Products are
 * not: the browser reads them after the page (issue 30: they were about half of a page's rendering).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { call } = context;
  const id = pathId(params.id);
  // An id no product can have (past PostgreSQL's integer) is refused as bad input: not found either.
  const product = id === null ? null : await nullWhenRefused(getProduct(id, call), [400, 404]);
  if (!product) throw data(m.catalog_productNotFound(), { status: 404 });
  const dehydratedState = await prefetchPageData(async (queryClient) => {
    queryClient.setQueryData(productQueryOptions(product.id).queryKey, product);
  });
  return { productId: product.id, dehydratedState };
}

/** The product in the loader's data (meta reads it there rather than the loader sending it twice). */
function loadedProduct(loaderData: Awaited<ReturnType<typeof loader>> | undefined): Product | undefined {
  if (!loaderData) return undefined;
  const hash = hashKey(productQueryOptions(loaderData.productId).queryKey);
  return loaderData.dehydratedState.queries.find((query) => query.queryHash === hash)?.state.data as
    Product | undefined;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const product = loadedProduct(loaderData);
  if (!product)
    return pageMeta(matches, {
      title: m.common_errors_notFoundTitle(),
      description: m.catalog_productNotFound(),
      path: location.pathname,
      noindex: true,
    });
  return [
    ...pageMeta(matches, {
      title: product.name,
      description: m.catalog_productDescription({
        name: product.name,
        brand: product.brand,
        price: formatAed(product.discounted_price),
      }),
      path: location.pathname,
      image: product.image,
      type: "product",
      extra: [
        { property: "product:price:amount", content: product.discounted_price.toFixed(2) },
        { property: "product:price:currency", content: "AED" },
        { name: "twitter:label1", content: m.catalog_price() },
        { name: "twitter:data1", content: formatAed(product.discounted_price) },
      ],
    }),
    { "script:ld+json": productJsonLd(product, originOf(matches)) },
  ];
}

/** Product detail (spec section 2): the product, its ratings and reviews, and Similar Products. */
export default function AccessoryDetailPage({ loaderData }: Route.ComponentProps) {
  const productId = loaderData.productId;
  const { data: product } = useProduct(productId);
  const location = useLocation();
  const productActions = useProductActions();
  const writeReview = useWriteReview(m.catalog_reviews_loginFirst());
  if (!product) return null;

  const busyProductId = productActions.pendingCart ?? productActions.pendingWishlist;
  const onAddToCart = productActions.addToCart;
  const onAddToWishlist = productActions.addToWishlist;
  return (
    <div className="container-page py-8 sm:py-10">
      <ProductBreadcrumb name={product.name} />
      <ProductDetail
        product={product}
        actions={{ onAddToCart, onAddToWishlist, busy: busyProductId === product.id }}
      />
      <WidgetBoundary name="reviews section" resetKey={product.id}>
        <ReviewsSection productId={product.id} ratings={product.ratings} onWriteReview={writeReview.open} />
      </WidgetBoundary>
      <WidgetBoundary name="similar products" resetKey={product.id}>
        <SimilarProductsAfterLoad
          product={product}
          query={similarProductsQuery(product, new URLSearchParams(location.search))}
          actions={{ onAddToCart, onAddToWishlist, busyProductId }}
        />
      </WidgetBoundary>
      {writeReview.isOpen ? (
        <Suspense fallback={null}>
          <ReviewDialog productId={product.id} onClose={writeReview.close} />
        </Suspense>
      ) : null}
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary };
