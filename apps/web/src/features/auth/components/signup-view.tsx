import { SignupFormSchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, TextField, useErrorSummary } from "../../../ui/form-field";
import { useSignUp } from "../api/sign-up";
import { LinkButton, SubmitButton } from "./auth-buttons";
import { EMPTY_PHONE, PhoneField } from "./phone-field";
import { useAuthDialogs } from "./use-auth-dialogs";
import { useFinishSignIn } from "./use-finish-sign-in";
import { m } from "../../../paraglide/messages.js";

/** Sign-up: name, email, phone and password; the account is logged in when it is made. */
export function SignupView() {
  const { openDialog } = useAuthDialogs();
  const signUp = useSignUp();
  const finish = useFinishSignIn();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: "", email: "", phone: EMPTY_PHONE, password: "" },
  });
  const errors = useErrorSummary(form.formState.errors, ["name", "email", "phone", "password"]);

  const submit = form.handleSubmit((input) =>
    signUp.mutate(input, {
      onSuccess: (answer) => finish(answer.message),
      onError: (failure) => toast.error(userMessageOf(failure)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <TextField
        label={m.auth_dialogs_fields_name()}
        autoComplete="name"
        registration={form.register("name")}
        a11y={errors.field("name")}
      />
      <TextField
        label={m.auth_dialogs_fields_email()}
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        a11y={errors.field("email")}
      />
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
        autoComplete="new-password"
        registration={form.register("password")}
        a11y={errors.field("password")}
      />
      <ErrorList messages={errors.messages} />
      <SubmitButton pending={signUp.isPending}>{m.auth_dialogs_signup_submit()}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {m.auth_dialogs_signup_haveAccount()}{" "}
        <LinkButton onClick={() => openDialog("login")}>{m.auth_dialogs_signup_login()}</LinkButton>
      </p>
    </form>
  );
}
