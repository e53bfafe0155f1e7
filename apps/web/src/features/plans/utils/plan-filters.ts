import type { Plan, PlanDuration, ServiceTypeLabel } from "@carcare/contracts";
import { formatAed } from "../../../lib/format";
import { m } from "../../../paraglide/messages.js";

/**
 * The toggle's positions, the contract's durations (PLAN_DURATIONS_MONTHS) as the API sends them. Spelt
 * out here: importing a value from @carcare/contracts would bring zod into the page's first load.
 */
export const PLAN_DURATIONS = ["6", "12"] as const satisfies readonly PlanDuration[];

/** The toggle's first position (spec section 4). */
export const DEFAULT_PLAN_DURATION: PlanDuration = "6";

/** The plans of one section (service type) for the toggle's duration, in the API's order. */
export function plansFor(plans: readonly Plan[], duration: PlanDuration, type: ServiceTypeLabel): Plan[] {
  return plans.filter((plan) => plan.duration === duration && plan.service_type === type);
}

/**
 * The Subscribe button's chat message (spec section 7): 'Hello I would like to subscribe for
 * {plan name} plan ({type}) for {month} months at AED {price}', in the page's language.
 */
/** A plan's service type in the page's language (the API's label is the English one). */
const SERVICE_TYPE_WORDS: Record<ServiceTypeLabel, () => string> = {
  "Car Wash": m.plans_serviceType_wash,
  Maintenance: m.plans_serviceType_maintenance,
};

/** A service type's words in the page's language. */
export function serviceTypeWords(type: ServiceTypeLabel): string {
  return SERVICE_TYPE_WORDS[type]();
}

export function subscribeMessage(plan: Pick<Plan, "name" | "service_type" | "duration" | "price">) {
  return m.plans_subscribeMessage({
    name: plan.name,
    type: serviceTypeWords(plan.service_type),
    month: plan.duration,
    price: formatAed(plan.price),
  });
}
