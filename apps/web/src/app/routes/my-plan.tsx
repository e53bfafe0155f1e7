import { useTranslation } from "react-i18next";
import { useSubscriptionStatus } from "../../features/plans/api/get-subscription-status";
import { CurrentPlan, NotSubscribed } from "../../features/plans/components/current-plan";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import { addCatalogue } from "../../lib/i18n";
import { plans } from "../../locales/en/plans";

// This page's text travels with it, not in every page's first load.
addCatalogue({ plans });

export const meta = routeMeta({
  titleKey: "pages.myPlan.title",
  descriptionKey: "pages.myPlan.description",
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The customer's plan; the root loader put the status in the page, so it shows without a fetch. */
function MyPlan() {
  const { t } = useTranslation();
  const status = useSubscriptionStatus();
  let content;
  if (status.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-lg text-muted">
        {t("plans.loading")}
      </p>
    );
  } else if (status.data?.subscribed) {
    content = <CurrentPlan plan={status.data.plan} vendors={status.data.vendors} detailed />;
  } else {
    content = <NotSubscribed />;
  }
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {t("pages.myPlan.title")}
        </h1>
        <p className="mt-2 text-muted">{t("plans.current.intro")}</p>
      </div>
      {content}
    </div>
  );
}

/** /myplan (spec section 2): the current plan, or the foundation's log-in prompt for a visitor. */
export default function MyPlanPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin title={t("pages.myPlan.title")}>
      <MyPlan />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
