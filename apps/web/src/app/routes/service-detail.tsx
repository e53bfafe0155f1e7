import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { pathId } from "../../lib/path-id";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { pageMeta, t } from "../seo";
import type { Route } from "./+types/service-detail";

/** An unknown vendor answers 404; a known one gives the head tags its name, category and image. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = pathId(params.id);
  const service = id === null ? null : await context.store.getService(id);
  if (!service) throw data(t("catalog.vendorNotFound"), { status: 404 });
  return { service };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service)
    return pageMeta(matches, {
      title: t("common.errors.notFoundTitle"),
      description: t("catalog.vendorNotFound"),
      path: location.pathname,
      noindex: true,
    });
  return pageMeta(matches, {
    title: `${service.vendor_name}: ${service.service_category}`,
    description: t("catalog.vendorDescription", {
      name: service.vendor_name,
      category: service.service_category,
      address: service.address,
    }),
    path: location.pathname,
    image: service.images[0],
    type: "business.business",
  });
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ComingSoon title={loaderData.service.vendor_name} summary={t("pages.serviceDetail.summary")} />;
}

export { PageErrorBoundary as ErrorBoundary };
