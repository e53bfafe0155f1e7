import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.address.title",
  descriptionKey: "pages.address.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function AddressPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.address.title")}>
      <ComingSoon title={t("pages.address.title")} summary={t("pages.address.summary")} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
