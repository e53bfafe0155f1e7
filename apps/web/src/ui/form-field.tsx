import { type ReactNode, useId } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn } from "react-hook-form";

// The store's form parts. Every form is react-hook-form with a contract schema as its resolver, and
// shows the schema's messages in one of two ways:
// - an error list: `useErrorSummary` + <ErrorList> (each message once, in field order: 'Please fill
//   all the fields' for three empty fields shows once), fields described through `a11y`;
// - an inline error: <FormField error={errors.x?.message}> shows it under its field.
//
//   const form = useForm({ ...FORM_OPTIONS, resolver: zodResolver(XSchema), defaultValues });
//   const errors = useErrorSummary(form.formState.errors, ["name", "email"]);
//   <TextField label={t("x.name")} registration={form.register("name")} a11y={errors.field("name")} />
//   <ErrorList messages={errors.messages} />
//
// Any other control goes in <FormField>'s slot, which hands it the id, aria-invalid and
// aria-describedby to spread:
//   <FormField label={t("x.city")} a11y={errors.field("city")}>
//     {(control) => <select className="input" {...control} {...form.register("city")}>…</select>}
//   </FormField>

/** How every form validates: on submit, and again only on the next submit. */
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
 * The form's errors (the contracts' messages, from the resolver) as one list: a message shared by
 * several fields shows once, and every invalid field is described by its message (aria-describedby).
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

/** The form's error messages, announced when they appear; nothing when there are none. */
export function ErrorList({
  messages,
  className = "",
}: {
  messages: ErrorSummary<FieldValues>["messages"];
  className?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className={`grid gap-1 rounded-(--radius-control) bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700 ${className}`}
    >
      {messages.map((message) => (
        <p key={message.id} id={message.id}>
          {message.text}
        </p>
      ))}
    </div>
  );
}

/** What <FormField> hands its control: spread it on the input, select or textarea. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled control with an optional hint and error. The error is `a11y` (it lives in an
 * <ErrorList>) or `error` (shown under the field, announced); either way the control is marked
 * aria-invalid and described by the hint and the message.
 */
export function FormField({
  label,
  hint,
  error,
  a11y,
  hideLabel = false,
  labelClassName = "mb-1.5 block text-sm font-medium text-ink",
  className = "min-w-0",
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** A message shown under the field. */
  error?: string;
  /** The field's entry in an error list. */
  a11y?: FieldA11y;
  /** The label stays for screen readers only (a search box whose button says what it is). */
  hideLabel?: boolean;
  labelClassName?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error) || (a11y?.invalid ?? false);
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : a11y?.describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClassName}>
        {label}
      </label>
      {children({ id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input registered with react-hook-form. */
export function TextField({
  label,
  type = "text",
  autoComplete,
  placeholder,
  hint,
  registration,
  a11y,
  error,
}: {
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  a11y?: FieldA11y;
  error?: string;
}) {
  return (
    <FormField label={label} hint={hint} a11y={a11y} error={error}>
      {(control) => (
        <input
          type={type}
          className="input"
          autoComplete={autoComplete}
          placeholder={placeholder}
          {...control}
          {...registration}
        />
      )}
    </FormField>
  );
}
