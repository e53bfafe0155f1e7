import { OTP_LENGTH } from "@carcare/contracts/constants";
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from "react";
import { m } from "../../../paraglide/messages.js";

interface CodeInputProps {
  /** One entry per box; "" for an empty box. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Names the group for screen readers, e.g. "Verification code". */
  label: string;
  disabled?: boolean;
  /** Focuses the first empty box (a form focuses it when the code is invalid). */
  ref?: Ref<{ focus: () => void }>;
  invalid?: boolean;
  /** The id of the text that describes the boxes' error. */
  describedBy?: string;
}

/**
 * The 4-box code entry (spec section 5): digits only, typing moves to the next box, Backspace on an
 * empty box goes back, and pasting the whole code fills every box.
 */
export function CodeInput({
  value,
  onChange,
  label,
  disabled = false,
  ref,
  invalid = false,
  describedBy,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const firstEmpty = value.findIndex((digit) => digit === "");
        boxes.current[Math.max(firstEmpty, 0)]?.focus();
      },
    }),
    [value],
  );

  function setDigit(index: number, digit: string) {
    const next = [...value];
    next[index] = digit;
    onChange(next);
  }

  function handleInput(index: number, raw: string) {
    const digits = raw.replace(/\D/g, "");
    if (digits === "") {
      setDigit(index, "");
      return;
    }
    if (digits.length > 1) {
      fillFrom(index, digits);
      return;
    }
    setDigit(index, digits);
    boxes.current[index + 1]?.focus();
  }

  function fillFrom(index: number, digits: string) {
    const next = [...value];
    let last = index;
    for (let offset = 0; offset < digits.length && index + offset < length; offset++) {
      next[index + offset] = digits[offset] ?? "";
      last = index + offset;
    }
    onChange(next);
    boxes.current[Math.min(last + 1, length - 1)]?.focus();
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && value[index] === "" && index > 0) {
      event.preventDefault();
      setDigit(index - 1, "");
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowLeft" && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < length - 1) {
      boxes.current[index + 1]?.focus();
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const digits = event.clipboardData.getData("text").replace(/\D/g, "");
    event.preventDefault();
    if (digits) fillFrom(digits.length >= length ? 0 : index, digits);
  }

  return (
    // The digits read left to right in every language.
    <fieldset dir="ltr" className="flex justify-center gap-3" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {value.map((digit, index) => (
        <input
          key={index} // the boxes never reorder
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          maxLength={length}
          aria-label={m.auth_dialogs_fields_codeDigit({ label, position: index + 1, total: length })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="input size-14 text-center text-2xl font-semibold tabular-nums sm:size-16"
          value={digit}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}

/** One empty box per digit of the code. */
export const EMPTY_CODE: readonly string[] = Array.from({ length: OTP_LENGTH }, () => "");
