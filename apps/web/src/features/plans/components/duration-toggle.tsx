import type { PlanDuration } from "@carcare/contracts";
import { PLAN_DURATIONS } from "../utils/plan-filters";
import { m } from "../../../paraglide/messages.js";

/** The 6 / 12 months switch: a radio group (arrow keys move between the two). */
export function DurationToggle({
  value,
  onChange,
}: {
  value: PlanDuration;
  onChange: (duration: PlanDuration) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-white p-1 shadow-xs">
      <legend className="sr-only">{m.plans_toggle_label()}</legend>
      {PLAN_DURATIONS.map((duration) => {
        return (
          <label key={duration} className="relative cursor-pointer">
            <input
              type="radio"
              name="plan-duration"
              value={duration}
              checked={value === duration}
              onChange={() => onChange(duration)}
              className="peer sr-only"
            />
            <span className="block min-h-11 rounded-full px-5 py-2.5 text-sm font-semibold text-ink transition-colors peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500">
              {m.plans_toggle_months({ count: Number(duration) })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
