import { type ReactNode, useId } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** How every sign-in form validates: on submit, and again only on the next submit, as before. */
export const FORM_OPTIONS = { mode: "onSubmit", reValidateMode: "onSubmit" } as const;

/** What a field needs to say it is invalid and which text explains why. */
export interface FieldA11y {
  invalid: boolean;
  describedBy: string | undefined;
}

export interface ErrorSummary<Values extends FieldValues> {
  /** Each message once, in field order, with the id the fields it describes point at. */
  messages: { id: string; text: string }[];
  field: (name: Path<Values>) => FieldA11y;
}

/**
 * The form's errors (the contracts' messages, from zodResolver) as one summary: a message shared by
 * several fields ("Please fill all the fields") shows once, and every invalid field is described by
 * its own message through aria-describedby.
 */
export function useErrorSummary<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fields: readonly Path<Values>[],
): ErrorSummary<Values> {
  const baseId = useId();
  const texts: string[] = [];
  const indexOf = new Map<string, number>();
  for (const name of fields) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message !== "string" || message === "") continue;
    if (!texts.includes(message)) texts.push(message);
    indexOf.set(name, texts.indexOf(message));
  }
  const idOf = (index: number) => `${baseId}-error-${index}`;
  return {
    messages: texts.map((text, index) => ({ id: idOf(index), text })),
    field: (name) => {
      const index = indexOf.get(name);
      return { invalid: index !== undefined, describedBy: index === undefined ? undefined : idOf(index) };
    },
  };
}

/** The form's error messages, announced when they appear. */
export function FormErrors({ messages }: { messages: ErrorSummary<FieldValues>["messages"] }) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid gap-1 rounded-(--radius-control) bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
    >
      {messages.map((message) => (
        <p key={message.id} id={message.id}>
          {message.text}
        </p>
      ))}
    </div>
  );
}

/** A labelled input registered with react-hook-form. */
export function TextField({
  label,
  type = "text",
  autoComplete,
  registration,
  a11y,
}: {
  label: string;
  type?: string;
  autoComplete?: string;
  registration: UseFormRegisterReturn;
  a11y: FieldA11y;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="input"
        autoComplete={autoComplete}
        aria-invalid={a11y.invalid || undefined}
        aria-describedby={a11y.describedBy}
        {...registration}
      />
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending}>
      {pending ? t("auth.dialogs.pleaseWait") : children}
    </button>
  );
}

export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
