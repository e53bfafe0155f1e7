import { type MouseEvent, useEffect } from "react";
import { useSearchParams } from "react-router";
import { useLoggedInUser } from "../../features/auth/api/get-logged-in-user";
import { plansQueryOptions, usePlans } from "../../features/plans/api/get-plans";
import { useSubscriptionStatus } from "../../features/plans/api/get-subscription-status";
import { CurrentPlan } from "../../features/plans/components/current-plan";
import { PlanLists } from "../../features/plans/components/plan-lists";
import { PlansMarketing } from "../../features/plans/components/plans-marketing";
import { prefetchPageData } from "../../lib/query-client";
import { useLogError } from "../../lib/use-log-error";
import { PageErrorBoundary } from "../layout/error-pages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/subscription";
import { m } from "../../paraglide/messages.js";

/** The plans come with the page; the customer's status is already in the root loader's data. */
export async function loader({ context }: Route.LoaderArgs) {
  const dehydratedState = await prefetchPageData((queryClient) =>
    queryClient.prefetchQuery(plansQueryOptions(context.call)),
  );
  return { dehydratedState };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: m.plans_meta_title(),
    description: m.plans_meta_description(),
    path: "/subscription",
  });
}

function scrollToWash(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById("wash");
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}

/** /subscription (spec section 2): the upgrade view, the customer's current plan, or the plans. */
export default function SubscriptionPage() {
  const [searchParams] = useSearchParams();
  const upgrading = searchParams.get("upgrade") === "true";
  const { data: user } = useLoggedInUser();
  const loggedIn = typeof user?.id === "number";
  const status = useSubscriptionStatus({ enabled: loggedIn });
  const plans = usePlans();
  useLogError("Plans error", plans.error);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (loggedIn && status.isPending) {
    return (
      <p role="status" className="container-page py-24 text-center text-lg text-muted">
        {m.plans_loading()}
      </p>
    );
  }

  if (upgrading) {
    return (
      <>
        <div className="container-page pt-10 text-center sm:pt-14">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {m.plans_upgrade_title()}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted">{m.plans_upgrade_text()}</p>
        </div>
        <PlanLists plans={plans.data} />
      </>
    );
  }

  if (status.data?.subscribed) {
    return (
      <div className="container-page py-10 sm:py-14">
        <CurrentPlan plan={status.data.plan} vendors={status.data.vendors} headingLevel="h1" />
      </div>
    );
  }

  return (
    <>
      <section
        aria-labelledby="plans-hero-heading"
        className="bg-gradient-to-br from-brand-800 to-navy-900 text-white"
      >
        <div className="container-page py-14 text-center sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {m.plans_hero_eyebrow()}
          </p>
          <h1
            id="plans-hero-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {m.plans_hero_title()}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl leading-7 text-slate-200">{m.plans_hero_text()}</p>
          <a href="#wash" onClick={scrollToWash} className="btn btn-accent mt-8">
            {m.plans_hero_viewAll()}
          </a>
        </div>
      </section>
      <PlanLists plans={plans.data} />
      <PlansMarketing />
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary };
