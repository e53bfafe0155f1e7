import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.profile.title",
  descriptionKey: "pages.profile.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.profile.title")}>
      <ComingSoon title={t("pages.profile.title")} summary={t("pages.profile.summary")} />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
