import { type EditProfileInput, EditProfileInputSchema, type User } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** A labelled input; its error, when there is one, is tied to it by aria-describedby. */
function ProfileField({
  label,
  type = "text",
  autoComplete,
  registration,
  error,
}: {
  label: string;
  type?: string;
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'My Profile' (spec section 2): First Name, Last Name, Email and Update, checked with the contract's
 * schema before sending (the same messages the API answers with).
 */
export function ProfileForm({
  user,
  pending,
  onSubmit,
}: {
  user: User;
  pending: boolean;
  onSubmit: (input: EditProfileInput) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    resolver: zodResolver(EditProfileInputSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="card grid gap-5 p-5 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <ProfileField
          label={t("account.profile.firstName")}
          autoComplete="given-name"
          registration={form.register("first_name")}
          error={errors.first_name?.message}
        />
        <ProfileField
          label={t("account.profile.lastName")}
          autoComplete="family-name"
          registration={form.register("last_name")}
          error={errors.last_name?.message}
        />
      </div>
      <ProfileField
        label={t("account.profile.email")}
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        error={errors.email?.message}
      />
      <div>
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? t("account.profile.saving") : t("account.profile.submit")}
        </button>
      </div>
    </form>
  );
}
