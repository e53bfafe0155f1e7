import { NewPasswordFormSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, TextField, useErrorSummary } from "../../../ui/form-field";
import { useResetPassword } from "../api/reset-password";
import { SubmitButton } from "./auth-buttons";
import { useAuthDialogs } from "./use-auth-dialogs";
import { m } from "../../../paraglide/messages.js";

/** Forgot password, step three: the new password, twice. */
export function NewPasswordView() {
  const { email, closeDialog, openDialog } = useAuthDialogs();
  const reset = useResetPassword();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { new_password: "", confirm_password: "" },
  });
  const errors = useErrorSummary(form.formState.errors, ["new_password", "confirm_password"]);

  // The schema checks the match before anything is sent or marked busy: the old client's stuck
  // spinner (spec section 5) cannot happen.
  const submit = form.handleSubmit((passwords) =>
    reset.mutate(
      { email, ...passwords },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          openDialog("newPassword", { email: "" });
          closeDialog();
        },
        // Spec section 4: the overlay closes either way.
        onError: (failure) => {
          toast.error(userMessageOf(failure));
          closeDialog();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <TextField
        label={m.auth_dialogs_fields_newPassword()}
        type="password"
        autoComplete="new-password"
        registration={form.register("new_password")}
        a11y={errors.field("new_password")}
      />
      <TextField
        label={m.auth_dialogs_fields_confirmPassword()}
        type="password"
        autoComplete="new-password"
        registration={form.register("confirm_password")}
        a11y={errors.field("confirm_password")}
      />
      <ErrorList messages={errors.messages} />
      <SubmitButton pending={reset.isPending}>{m.auth_dialogs_newPassword_submit()}</SubmitButton>
    </form>
  );
}
