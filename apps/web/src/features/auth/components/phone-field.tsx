import type { CountryPhone } from "@carcare/contracts";
import { PHONE_MAX_DIGITS, UAE_DIAL_CODE } from "@carcare/contracts/constants";
import { type Ref, useId } from "react";
import { m } from "../../../paraglide/messages.js";

/** Dialling codes offered; the UAE is the default (spec section 5: phone input defaults to ae). */
const COUNTRIES = [
  { code: "ae", dial: UAE_DIAL_CODE },
  { code: "sa", dial: "966" },
  { code: "om", dial: "968" },
  { code: "qa", dial: "974" },
  { code: "bh", dial: "973" },
  { code: "kw", dial: "965" },
  { code: "in", dial: "91" },
  { code: "pk", dial: "92" },
] as const;

/** An empty phone with the UAE selected. */
export const EMPTY_PHONE: CountryPhone = { dial: UAE_DIAL_CODE, number: "" };

// Room for the digits and the usual separators: "+971 50-123-4567", "00971 (50) 123 4567".
const MAX_TYPED = PHONE_MAX_DIGITS + 8;

/**
 * A country-code select (UAE first) and the number as people write it: +971…, 971…, 00971…, 05…,
 * with spaces or dashes. countryPhoneSchema in the contracts reads it with the API's normaliser.
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  ref,
  label,
  invalid = false,
  describedBy,
}: {
  value: CountryPhone;
  onChange: (value: CountryPhone) => void;
  onBlur?: () => void;
  /** The number input, so a form can focus it when the phone is invalid. */
  ref?: Ref<HTMLInputElement>;
  label?: string;
  invalid?: boolean;
  /** The id of the text that describes the phone's error. */
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label ?? m.auth_dialogs_fields_phone()}
      </label>
      {/* A phone number reads left to right in every language. */}
      <div dir="ltr" className="flex gap-2">
        <select
          aria-label={m.auth_dialogs_fields_countryCode()}
          className="input w-28 shrink-0 px-2"
          value={value.dial}
          onChange={(event) => onChange({ ...value, dial: event.target.value })}
          onBlur={onBlur}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.dial}>
              {`${country.code.toUpperCase()} +${country.dial}`}
            </option>
          ))}
        </select>
        <input
          ref={ref}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={m.auth_dialogs_fields_phonePlaceholder()}
          className="input"
          value={value.number}
          maxLength={MAX_TYPED}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) =>
            onChange({
              ...value,
              number: event.target.value.replace(/[^\d\s+\-().]/g, "").slice(0, MAX_TYPED),
            })
          }
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}
