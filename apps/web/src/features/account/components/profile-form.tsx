import { type EditProfileInput, EditProfileInputSchema, type User } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FORM_OPTIONS, TextField } from "../../../ui/form-field";
import { m } from "../../../paraglide/messages.js";

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
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(EditProfileInputSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="card grid gap-5 p-5 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.account_profile_firstName()}
          autoComplete="given-name"
          registration={form.register("first_name")}
          error={errors.first_name?.message}
        />
        <TextField
          label={m.account_profile_lastName()}
          autoComplete="family-name"
          registration={form.register("last_name")}
          error={errors.last_name?.message}
        />
      </div>
      <TextField
        label={m.account_profile_email()}
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
          {pending ? m.account_profile_saving() : m.account_profile_submit()}
        </button>
      </div>
    </form>
  );
}
