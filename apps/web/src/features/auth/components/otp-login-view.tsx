import { SendLoginCodeInputSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ApiRequestError, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, TextField, useErrorSummary } from "../../../ui/form-field";
import { useSendLoginOtp } from "../api/send-login-otp";
import { LinkButton, SubmitButton } from "./auth-buttons";
import { nextResendAt } from "./code-form";
import { useAuthDialogs } from "./use-auth-dialogs";
import { m } from "../../../paraglide/messages.js";

/** Login with OTP, step one: a phone or an email to send the code to. */
export function OtpLoginView() {
  const { openDialog, identifier: remembered } = useAuthDialogs();
  const send = useSendLoginOtp();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(SendLoginCodeInputSchema),
    defaultValues: { identifier: remembered },
  });
  const errors = useErrorSummary(form.formState.errors, ["identifier"]);

  // The identifier sent and remembered is the schema's: a phone in one form, an email lower-cased.
  const submit = form.handleSubmit(({ identifier }) =>
    send.mutate(
      { identifier },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          openDialog("otpCode", { identifier, resendAt: nextResendAt(answer) });
        },
        onError: (failure) => {
          toast.error(userMessageOf(failure));
          // A code sent a moment ago is still valid: let them type it.
          if (failure instanceof ApiRequestError && failure.status === 429) {
            openDialog("otpCode", { identifier, resendAt: nextResendAt(null, failure) });
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <p className="text-sm text-muted">{m.auth_dialogs_otpLogin_intro()}</p>
      <TextField
        label={m.auth_dialogs_fields_identifier()}
        autoComplete="username"
        registration={form.register("identifier")}
        a11y={errors.field("identifier")}
      />
      <ErrorList messages={errors.messages} />
      <SubmitButton pending={send.isPending}>{m.auth_dialogs_otpLogin_submit()}</SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={() => openDialog("login")}>{m.auth_dialogs_otpLogin_withPassword()}</LinkButton>
      </p>
    </form>
  );
}
