import { LoginFormSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, TextField, useErrorSummary } from "../../../ui/form-field";
import { useLogIn } from "../api/log-in";
import { LinkButton, SubmitButton } from "./auth-buttons";
import { EMPTY_PHONE, PhoneField } from "./phone-field";
import { useAuthDialogs } from "./use-auth-dialogs";
import { useFinishSignIn } from "./use-finish-sign-in";
import { m } from "../../../paraglide/messages.js";

/** Login by phone and password; links to forgot password, OTP login and sign-up. */
export function LoginView() {
  const { openDialog } = useAuthDialogs();
  const logIn = useLogIn();
  const finish = useFinishSignIn();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { phone: EMPTY_PHONE, password: "" },
  });
  const errors = useErrorSummary(form.formState.errors, ["phone", "password"]);

  const submit = form.handleSubmit((input) =>
    logIn.mutate(input, {
      onSuccess: (answer) => finish(answer.message),
      onError: (failure) => toast.error(userMessageOf(failure)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...errors.field("phone")}
          />
        )}
      />
      <TextField
        label={m.auth_dialogs_fields_password()}
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        a11y={errors.field("password")}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <LinkButton onClick={() => openDialog("forgotPassword")}>
          {m.auth_dialogs_login_forgotPassword()}
        </LinkButton>
        <LinkButton onClick={() => openDialog("otpLogin")}>{m.auth_dialogs_login_withOtp()}</LinkButton>
      </div>
      <ErrorList messages={errors.messages} />
      <SubmitButton pending={logIn.isPending}>{m.auth_dialogs_login_submit()}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {m.auth_dialogs_login_noAccount()}{" "}
        <LinkButton onClick={() => openDialog("signup")}>{m.auth_dialogs_login_signUp()}</LinkButton>
      </p>
    </form>
  );
}
