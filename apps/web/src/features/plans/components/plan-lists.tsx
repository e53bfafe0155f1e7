import type { Plan, PlanDuration, ServiceTypeLabel } from "@carcare/contracts";
import { useState } from "react";
import { SectionHeading } from "../../../ui/section-heading";
import { DEFAULT_PLAN_DURATION, plansFor } from "../utils/plan-filters";
import { bestLongerPlanSaving } from "../utils/plan-savings";
import { DurationToggle } from "./duration-toggle";
import { PlanCard } from "./plan-card";
import { m } from "../../../paraglide/messages.js";

const SECTIONS: {
  type: ServiceTypeLabel;
  id: string;
  key: "wash" | "maintenance";
  heading: () => string;
  intro: () => string;
}[] = [
  { type: "Car Wash", id: "wash", key: "wash", heading: m.plans_wash_heading, intro: m.plans_wash_intro },
  {
    type: "Maintenance",
    id: "maintenance",
    key: "maintenance",
    heading: m.plans_maintenance_heading,
    intro: m.plans_maintenance_intro,
  },
];

/**
 * The plan view (spec section 2): the 6 / 12 months toggle, the savings banner, then the car-wash plans
 * (anchor #wash) and the maintenance plans for the chosen duration. `plans` is undefined while loading.
 * The banner states the best saving these plans really give for a longer duration, and only when there
 * is one (the spec's fixed "10% off on 6 months" contradicted the prices).
 */
export function PlanLists({ plans }: { plans: Plan[] | undefined }) {
  const [duration, setDuration] = useState<PlanDuration>(DEFAULT_PLAN_DURATION);
  const saving = plans ? bestLongerPlanSaving(plans) : null;
  return (
    <>
      <div className="container-page flex flex-col items-center gap-4 pt-10 text-center sm:pt-14">
        <DurationToggle value={duration} onChange={setDuration} />
        {saving ? (
          <p className="rounded-full bg-accent-100 px-4 py-2 text-sm font-semibold text-accent-700">
            {m.plans_banner({ percent: saving.percent, months: saving.months })}
          </p>
        ) : null}
      </div>
      {SECTIONS.map((section) => {
        const shown = plans ? plansFor(plans, duration, section.type) : [];
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="container-page py-10 sm:py-14"
          >
            <SectionHeading id={`${section.id}-heading`} title={section.heading()} intro={section.intro()} />
            {plans === undefined ? (
              <div className="mt-8 grid gap-6 md:grid-cols-2" aria-hidden="true">
                <div className="skeleton h-96" />
                <div className="skeleton h-96" />
              </div>
            ) : shown.length === 0 ? (
              <p className="mt-8 text-center text-muted">{m.plans_card_none()}</p>
            ) : (
              <ul className="mx-auto mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
                {shown.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
