import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.accessories.title",
  descriptionKey: "pages.accessories.description",
});

export default function AccessoriesPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t("pages.accessories.title")} summary={t("pages.accessories.summary")} />;
}

export { PageErrorBoundary as ErrorBoundary };
