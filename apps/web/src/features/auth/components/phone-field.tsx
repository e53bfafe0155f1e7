import { useId } from "react";

/** Dialling codes offered; the UAE is the default (spec section 5: phone input defaults to ae). */
const COUNTRIES = [
  { code: "ae", name: "United Arab Emirates", dial: "971" },
  { code: "sa", name: "Saudi Arabia", dial: "966" },
  { code: "om", name: "Oman", dial: "968" },
  { code: "qa", name: "Qatar", dial: "974" },
  { code: "bh", name: "Bahrain", dial: "973" },
  { code: "kw", name: "Kuwait", dial: "965" },
  { code: "in", name: "India", dial: "91" },
  { code: "pk", name: "Pakistan", dial: "92" },
] as const;

export const DEFAULT_DIAL = "971";
const MAX_DIGITS = 15;

export interface PhoneValue {
  dial: string;
  number: string;
}

/** The phone as the existing clients send it: country code and number, digits only (9715…). */
export function phoneDigits({ dial, number }: PhoneValue): string {
  const local = number.replace(/\D/g, "").replace(/^0+/, "");
  return local ? `${dial}${local}` : "";
}

/** A country-code select (UAE first) and the number, up to 15 digits. */
export function PhoneField({
  value,
  onChange,
  label = "Phone",
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          aria-label="Country code"
          className="input w-28 shrink-0 px-2"
          value={value.dial}
          onChange={(event) => onChange({ ...value, dial: event.target.value })}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.dial}>
              {`${country.code.toUpperCase()} +${country.dial}`}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="50 123 4567"
          className="input"
          value={value.number}
          maxLength={MAX_DIGITS + 4}
          onChange={(event) =>
            onChange({
              ...value,
              number: event.target.value.replace(/[^\d\s]/g, "").slice(0, MAX_DIGITS + 4),
            })
          }
        />
      </div>
    </div>
  );
}
