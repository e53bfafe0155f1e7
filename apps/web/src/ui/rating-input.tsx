import type { RefCallback } from "react";
import { StarIcon } from "./first-screen-icons";
import type { FieldA11y } from "./form-field";
import { m } from "../paraglide/messages.js";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating from 1 to 5 as five stars: a group of native radios under a legend, so Tab reaches the
 * group as one stop, the arrow keys choose, and each star is read as "N stars". Registered with
 * react-hook-form through a Controller (`field`): its value is the chosen rating as text, "" for none.
 * An error is read with the group (the legend's fieldset is described by it).
 */
export function RatingInput({
  legend,
  field,
  a11y,
}: {
  legend: string;
  field: {
    name: string;
    value: unknown;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: RefCallback<HTMLInputElement>;
  };
  a11y?: FieldA11y;
}) {
  const selected = Number(field.value) || 0;
  return (
    <fieldset aria-describedby={a11y?.describedBy}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="relative cursor-pointer">
            <input
              ref={stars === 1 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={String(stars)}
              checked={selected === stars}
              onChange={() => field.onChange(String(stars))}
              onBlur={field.onBlur}
              className="peer sr-only"
            />
            <span className="sr-only">{m.common_ratings_starsLabel({ count: stars })}</span>
            <span
              aria-hidden="true"
              className="block rounded-lg p-1 text-accent-500 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500"
            >
              <StarIcon className="size-9" fill={stars <= selected ? 1 : 0} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
