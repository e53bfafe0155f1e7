import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.spareParts.title",
  descriptionKey: "pages.spareParts.description",
});

export default function SparePartsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t("pages.spareParts.title")} summary={t("pages.spareParts.summary")} />;
}

export { PageErrorBoundary as ErrorBoundary };
