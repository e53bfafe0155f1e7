import type { Plan } from "@carcare/contracts";
import { formatAed } from "../../../lib/format";
import { ChatEnquiryLink } from "../../../ui/chat-enquiry-link";
import { CheckCircleIcon } from "../../../ui/icons";
import { parsePlanDescription } from "../utils/plan-description";
import { subscribeMessage } from "../utils/plan-filters";
import { m } from "../../../paraglide/messages.js";

/** One plan: price per month, the popular badge, the description's bullets and Subscribe (by chat). */
export function PlanCard({ plan }: { plan: Plan }) {
  const { summary, features } = parsePlanDescription(plan.description);
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={`card relative flex h-full flex-col p-6 ${plan.popular ? "border-2 border-brand-500" : ""}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-navy-900">
          {plan.name}
        </h3>
        {plan.popular ? <span className="badge badge-deal shrink-0">{m.plans_card_popular()}</span> : null}
      </div>
      <p className="mt-4 text-navy-900">
        <span className="text-3xl font-bold tracking-tight">{formatAed(plan.price)}</span>{" "}
        <span className="text-sm font-medium text-muted">{m.plans_card_perMonth()}</span>
      </p>
      {summary ? <p className="mt-3 text-sm text-muted">{summary}</p> : null}
      {features.length > 0 ? (
        <ul aria-label={m.plans_card_features()} className="mt-5 flex-1 space-y-2.5 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success-600" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}
      <ChatEnquiryLink
        text={subscribeMessage(plan)}
        className={`btn mt-6 w-full ${plan.popular ? "btn-primary" : "btn-secondary"}`}
      >
        {m.plans_card_subscribe()}
        <span className="sr-only">
          {" "}
          {m.plans_card_subscribeTo({ name: plan.name, months: Number(plan.duration) })}
        </span>
      </ChatEnquiryLink>
    </article>
  );
}
