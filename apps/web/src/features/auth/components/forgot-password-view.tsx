import { SendResetCodeInputSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, TextField, useErrorSummary } from "../../../ui/form-field";
import { useSendResetCode } from "../api/send-reset-code";
import { LinkButton, SubmitButton } from "./auth-buttons";
import { nextResendAt } from "./code-form";
import { useAuthDialogs } from "./use-auth-dialogs";
import { m } from "../../../paraglide/messages.js";

/** Forgot password, step one: the email the reset code goes to. */
export function ForgotPasswordView() {
  const { openDialog, email: remembered } = useAuthDialogs();
  const send = useSendResetCode();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(SendResetCodeInputSchema),
    defaultValues: { email: remembered },
  });
  const errors = useErrorSummary(form.formState.errors, ["email"]);

  const submit = form.handleSubmit(({ email }) =>
    send.mutate(
      { email },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          openDialog("verification", { email, resendAt: nextResendAt(answer) });
        },
        // Spec section 4: forgot password moves on to verification even if the send failed.
        onError: (failure) => {
          toast.error(userMessageOf(failure));
          openDialog("verification", { email, resendAt: nextResendAt(null, failure) });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <p className="text-sm text-muted">{m.auth_dialogs_forgotPassword_intro()}</p>
      <TextField
        label={m.auth_dialogs_fields_email()}
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        a11y={errors.field("email")}
      />
      <ErrorList messages={errors.messages} />
      <SubmitButton pending={send.isPending}>{m.auth_dialogs_forgotPassword_submit()}</SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={() => openDialog("login")}>
          {m.auth_dialogs_forgotPassword_backToLogin()}
        </LinkButton>
      </p>
    </form>
  );
}
