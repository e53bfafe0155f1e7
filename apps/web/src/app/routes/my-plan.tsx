import { useSubscriptionStatus } from "../../features/plans/api/get-subscription-status";
import { CurrentPlan, NotSubscribed } from "../../features/plans/components/current-plan";
import { PageErrorBoundary } from "../layout/error-pages";
import { RequireLogin } from "../layout/require-login";
import { routeMeta } from "../seo";
import { m } from "../../paraglide/messages.js";

export const meta = routeMeta({
  title: m.pages_myPlan_title,
  description: m.pages_myPlan_description,
  noindex: true,
});

/** A customer's own page: never cached by anyone else. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

/** The customer's plan; the root loader put the status in the page, so it shows without a fetch. */
function MyPlan() {
  const status = useSubscriptionStatus();
  let content;
  if (status.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-lg text-muted">
        {m.plans_loading()}
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
          {m.pages_myPlan_title()}
        </h1>
        <p className="mt-2 text-muted">{m.plans_current_intro()}</p>
      </div>
      {content}
    </div>
  );
}

/** /myplan (spec section 2): the current plan, or the foundation's log-in prompt for a visitor. */
export default function MyPlanPage() {
  return (
    <RequireLogin title={m.pages_myPlan_title()}>
      <MyPlan />
    </RequireLogin>
  );
}

export { PageErrorBoundary as ErrorBoundary };
