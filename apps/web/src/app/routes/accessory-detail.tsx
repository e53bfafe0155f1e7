import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { formatAed } from "../../lib/format";
import { pathId } from "../../lib/path-id";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { pageMeta, t } from "../seo";
import type { Route } from "./+types/accessory-detail";

/** An unknown product answers 404; a known one gives the head tags their name, price and image. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = pathId(params.id);
  const product = id === null ? null : await context.store.getProduct(id);
  if (!product) throw data(t("catalog.productNotFound"), { status: 404 });
  return { product };
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

export default function AccessoryDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ComingSoon title={loaderData.product.name} summary={t("pages.accessoryDetail.summary")} />;
}

export { PageErrorBoundary as ErrorBoundary };
