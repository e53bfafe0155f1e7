import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.services.title",
  descriptionKey: "pages.services.description",
});

export default function ServicesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t("pages.services.title")} summary={t("pages.services.summary")} />;
}

export { PageErrorBoundary as ErrorBoundary };
