import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.orders.title",
  descriptionKey: "pages.orders.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.orders.title")}>
      <ComingSoon title={t("pages.orders.title")} summary={t("pages.orders.summary")} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
