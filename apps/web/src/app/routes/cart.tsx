import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.cart.title",
  descriptionKey: "pages.cart.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function CartPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.cart.title")}>
      <ComingSoon title={t("pages.cart.title")} summary={t("pages.cart.summary")} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
