import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.confirm.title",
  descriptionKey: "pages.confirm.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function ConfirmPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.confirm.title")}>
      <ComingSoon title={t("pages.confirm.title")} summary={t("pages.confirm.summary")} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
