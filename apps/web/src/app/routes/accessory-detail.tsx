import { ProductListQuerySchema, REVIEW_PAGE_SIZE } from "@carcare/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, useLocation } from "react-router";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { useAuthDialogs } from "../../features/auth/components/auth-dialogs-context";
import { productQueryOptions, useProduct } from "../../features/catalog/api/get-product";
import { reviewsQueryOptions } from "../../features/catalog/api/get-reviews";
import { similarProductsQueryOptions } from "../../features/catalog/api/get-similar-products";
import { ProductBreadcrumb, ProductDetail } from "../../features/catalog/components/product-detail";
import { ReviewsSection } from "../../features/catalog/components/reviews-section";
import { SimilarProducts } from "../../features/catalog/components/similar-products";
import {
  categoryShelfQuery,
  similarFromShelf,
  similarProductsQuery,
} from "../../features/catalog/utils/similar-products";
import { formatAed } from "../../lib/format";
import { pathId } from "../../lib/path-id";
import { prefetchPageData } from "../../lib/query-client";
import { toast } from "../../lib/toast";
import { WidgetBoundary } from "../../ui/widget-boundary";
import { PageErrorBoundary } from "../layout/error-pages";
import { useProductActions } from "../product-actions";
import { pageMeta, t } from "../seo";
import type { Route } from "./+types/accessory-detail";

// The popup's form and the contract's zod schema load when it first opens.
const ReviewDialog = lazy(() => import("../../features/catalog/components/review-dialog"));

/**
 * An unknown product answers 404. A known one comes with its reviews and Similar Products in the
 * HTML, and gives the head tags their name, price and image.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { store } = context;
  const id = pathId(params.id);
  const product = id === null ? null : await store.getProduct(id);
  if (!product) throw data(t("catalog.productNotFound"), { status: 404 });
  const similar = similarProductsQuery(product, new URL(request.url).searchParams);
  const shelf = categoryShelfQuery(product, similar);
  // Without the link's filters, the category's shelf: one read for all its product pages.
  const readSimilar = shelf
    ? async () =>
        similarFromShelf(
          await store.listProducts(ProductListQuerySchema.parse(shelf)),
          product.id,
          Number(similar.limit),
        )
    : () => store.listProducts(ProductListQuerySchema.parse(similar));
  const dehydratedState = await prefetchPageData((queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(productQueryOptions(product.id, () => Promise.resolve(product))),
      queryClient.prefetchQuery(
        reviewsQueryOptions(product.id, async () => {
          // review_count is the count the reviews' answer totals (the same column, just read): a
          // product nobody reviewed (most of them) needs no second read for an empty list.
          if (product.review_count === 0) return { reviews: [], total: 0 };
          const reviews = await store.getReviews(product.id, { page: 1, limit: REVIEW_PAGE_SIZE });
          return reviews ?? { reviews: [], total: 0 };
        }),
      ),
      queryClient.prefetchQuery(similarProductsQueryOptions(similar, readSimilar)),
    ]),
  );
  const { name, brand, image, discounted_price } = product;
  return { product: { id: product.id, name, brand, image, discounted_price }, dehydratedState };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!product)
    return pageMeta(matches, {
      title: t("common.errors.notFoundTitle"),
      description: t("catalog.productNotFound"),
      path: location.pathname,
      noindex: true,
    });
  return pageMeta(matches, {
    title: product.name,
    description: t("catalog.productDescription", {
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
      { name: "twitter:label1", content: t("catalog.price") },
      { name: "twitter:data1", content: formatAed(product.discounted_price) },
    ],
  });
}

/** Product detail (spec section 2): the product, its ratings and reviews, and Similar Products. */
export default function AccessoryDetailPage({ loaderData }: Route.ComponentProps) {
  const productId = loaderData.product.id;
  const { data: product } = useProduct(productId);
  const location = useLocation();
  const productActions = useProductActions();
  const writeReview = useWriteReview();
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
        <SimilarProducts
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

/** 'Write here': the popup for a customer; a visitor is asked to log in first, then it opens. */
function useWriteReview() {
  const { t } = useTranslation();
  const { data: user } = useLoggedInUser();
  const { loginThen } = useAuthDialogs();
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    open: () => {
      if (user) return setOpen(true);
      toast.info(t("catalog.reviews.loginFirst"));
      loginThen(() => setOpen(true));
    },
    close: () => setOpen(false),
  };
}

export { PageErrorBoundary as ErrorBoundary };
