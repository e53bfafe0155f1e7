import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../ui/coming-soon";
import { PageErrorBoundary } from "../layout/error-pages";
import { routeMeta } from "../seo";

export const meta = routeMeta({
  titleKey: "pages.subscription.title",
  descriptionKey: "pages.subscription.description",
});

export default function SubscriptionPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t("pages.subscription.title")} summary={t("pages.subscription.summary")} />;
}

export { PageErrorBoundary as ErrorBoundary };
