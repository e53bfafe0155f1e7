import type { Plan, PlanDuration } from "@carcare/contracts";

/** What choosing a longer duration saves on the monthly price, as the plans banner states it. */
export interface PlanSaving {
  /** Whole percent, rounded down, so the banner never claims more than a plan gives. */
  percent: number;
  /** The longer duration that gives it. */
  months: PlanDuration;
}

/** AED with two decimals as sent by the API, in whole fils, so the sums below are exact. */
function filsOf(aed: number): number {
  return Math.round(aed * 100);
}

/**
 * The best saving the plans offer for a longer commitment: among plans of the same name and service
 * type, how much lower a longer duration's monthly price is than a shorter one's. Null when no plan is
 * at least 1 % cheaper for longer (one duration only, the longer one dearer, or no plans), so the page
 * then shows no banner rather than a claim nothing backs.
 */
export function bestLongerPlanSaving(plans: readonly Plan[]): PlanSaving | null {
  let best: PlanSaving | null = null;
  for (const longer of plans) {
    for (const shorter of plans) {
      const samePlan = longer.name === shorter.name && longer.service_type === shorter.service_type;
      if (!samePlan || Number(longer.duration) <= Number(shorter.duration)) continue;
      const shorterFils = filsOf(shorter.price);
      if (shorterFils <= 0) continue;
      const percent = Math.floor(((shorterFils - filsOf(longer.price)) * 100) / shorterFils);
      if (percent >= 1 && (best === null || percent > best.percent)) {
        best = { percent, months: longer.duration };
      }
    }
  }
  return best;
}
