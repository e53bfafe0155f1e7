import {
  CodeEntrySchema,
  LoginFormSchema,
  NewPasswordFormSchema,
  SendLoginCodeInputSchema,
  SendResetCodeInputSchema,
  SignupFormSchema,
} from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { ApiRequestError, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { CloseIcon } from "../../../ui/icons";
import { useLogIn } from "../api/log-in";
import { useResetPassword } from "../api/reset-password";
import { useSendLoginOtp } from "../api/send-login-otp";
import { useSendResetCode } from "../api/send-reset-code";
import { useSignUp } from "../api/sign-up";
import { useVerifyLoginOtp } from "../api/verify-login-otp";
import { useVerifyResetCode } from "../api/verify-reset-code";
import { CodeInput, EMPTY_CODE } from "./code-input";
import {
  FORM_OPTIONS,
  FormErrors,
  LinkButton,
  SubmitButton,
  TextField,
  useErrorSummary,
} from "./form-fields";
import { EMPTY_PHONE, PhoneField } from "./phone-field";
import { type AuthDialogName, useAuthDialogs } from "./use-auth-dialogs";

// Every form below is react-hook-form driven by a contract schema (packages/contracts/src/auth.ts):
// the messages shown are the ones the API answers with, and what is sent is the schema's output.

/** Default export for React.lazy: the open overlay (the provider renders this only while one is open). */
export default function AuthDialogs() {
  const { t } = useTranslation();
  const { open } = useAuthDialogs();
  if (!open) return null;
  return (
    <DialogShell title={t(`auth.dialogs.titles.${open}`)} viewKey={open}>
      {VIEWS[open]}
    </DialogShell>
  );
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** A modal: labelled, focus kept inside, Escape and the backdrop close it. */
function DialogShell({ title, viewKey, children }: { title: string; viewKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { closeDialog } = useAuthDialogs();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    // Each step starts at its first field.
    const first = panel.current?.querySelector<HTMLElement>("input,select");
    (first ?? panel.current)?.focus();
  }, [viewKey]);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      closeDialog();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4"
      onKeyDown={onKeyDown}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-navy-950/60 backdrop-blur-sm"
        onClick={closeDialog}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-(--shadow-raised) outline-none sm:max-w-md sm:rounded-3xl sm:p-8"
      >
        <button
          type="button"
          aria-label={t("auth.dialogs.close")}
          className="btn btn-ghost absolute end-3 top-3 size-11 px-0"
          onClick={closeDialog}
        >
          <CloseIcon className="size-5" />
        </button>
        <h2 id={titleId} className="pe-10 text-2xl font-bold tracking-tight text-navy-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

/**
 * Login or signup done: toast and close. The customer stays where they were (the old client went
 * home, spec section 4): a private page then shows itself, and an action asked for before logging
 * in (add to cart) happens.
 */
function useFinishSignIn() {
  const { closeDialog } = useAuthDialogs();
  return (message: string) => {
    toast.success(message);
    closeDialog();
  };
}

function LoginView() {
  const { t } = useTranslation();
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
        label={t("auth.dialogs.fields.password")}
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        a11y={errors.field("password")}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <LinkButton onClick={() => openDialog("forgotPassword")}>
          {t("auth.dialogs.login.forgotPassword")}
        </LinkButton>
        <LinkButton onClick={() => openDialog("otpLogin")}>{t("auth.dialogs.login.withOtp")}</LinkButton>
      </div>
      <FormErrors messages={errors.messages} />
      <SubmitButton pending={logIn.isPending}>{t("auth.dialogs.login.submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {t("auth.dialogs.login.noAccount")}{" "}
        <LinkButton onClick={() => openDialog("signup")}>{t("auth.dialogs.login.signUp")}</LinkButton>
      </p>
    </form>
  );
}

function SignupView() {
  const { t } = useTranslation();
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
        label={t("auth.dialogs.fields.name")}
        autoComplete="name"
        registration={form.register("name")}
        a11y={errors.field("name")}
      />
      <TextField
        label={t("auth.dialogs.fields.email")}
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
        label={t("auth.dialogs.fields.password")}
        type="password"
        autoComplete="new-password"
        registration={form.register("password")}
        a11y={errors.field("password")}
      />
      <FormErrors messages={errors.messages} />
      <SubmitButton pending={signUp.isPending}>{t("auth.dialogs.signup.submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        {t("auth.dialogs.signup.haveAccount")}{" "}
        <LinkButton onClick={() => openDialog("login")}>{t("auth.dialogs.signup.login")}</LinkButton>
      </p>
    </form>
  );
}

/** Seconds left until `resendAt`, ticking once a second. */
function useSecondsUntil(resendAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/** When the next code may be requested: from the answer, or from a 429's Retry-After. */
function nextResendAt(answer: { resend_after_seconds: number } | null, failure?: unknown): number {
  const seconds =
    answer?.resend_after_seconds ??
    (failure instanceof ApiRequestError ? (failure.retryAfterSeconds ?? 0) : 0);
  return Date.now() + seconds * 1000;
}

/** 'Resend' with a visible cooldown (m:ss); `send` asks for a new code. */
function ResendCode({ send, pending }: { send: () => void; pending: boolean }) {
  const { t } = useTranslation();
  const { resendAt } = useAuthDialogs();
  const left = useSecondsUntil(resendAt);
  const wait = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  return (
    <p className="text-center text-sm text-muted" aria-live="polite">
      {t("auth.dialogs.code.noCode")}{" "}
      {left > 0 ? (
        <span>
          <Trans
            i18nKey="auth.dialogs.code.resendIn"
            values={{ wait }}
            components={{ wait: <span className="font-semibold tabular-nums" /> }}
          />
        </span>
      ) : (
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
          disabled={pending}
          onClick={send}
        >
          {t("auth.dialogs.code.resend")}
        </button>
      )}
    </p>
  );
}

function OtpLoginView() {
  const { t } = useTranslation();
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
      <p className="text-sm text-muted">{t("auth.dialogs.otpLogin.intro")}</p>
      <TextField
        label={t("auth.dialogs.fields.identifier")}
        autoComplete="username"
        registration={form.register("identifier")}
        a11y={errors.field("identifier")}
      />
      <FormErrors messages={errors.messages} />
      <SubmitButton pending={send.isPending}>{t("auth.dialogs.otpLogin.submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={() => openDialog("login")}>{t("auth.dialogs.otpLogin.withPassword")}</LinkButton>
      </p>
    </form>
  );
}

/**
 * The 4-box code form shared by OTP login and password-reset verification: the contract checks for
 * four digits (spec section 5), then the code is handed on; Resend sits under the submit button.
 */
function CodeForm({
  label,
  submitLabel,
  pending,
  resendPending,
  onCode,
  onResend,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  resendPending: boolean;
  onCode: (code: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(CodeEntrySchema),
    defaultValues: { otp: [...EMPTY_CODE] },
  });
  const errors = useErrorSummary(form.formState.errors, ["otp"]);
  const submit = form.handleSubmit(({ otp }) => onCode(otp));

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5">
      <p className="text-sm text-muted">{t("auth.dialogs.code.intro")}</p>
      <Controller
        control={form.control}
        name="otp"
        render={({ field }) => {
          const { invalid, describedBy } = errors.field("otp");
          return (
            <CodeInput
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              label={label}
              invalid={invalid}
              describedBy={describedBy}
            />
          );
        }}
      />
      <FormErrors messages={errors.messages} />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      <ResendCode send={onResend} pending={resendPending} />
    </form>
  );
}

/** After a resend, reopen the code dialog with the next allowed resend time, whether it worked or not. */
function useResendHandlers(dialog: "otpCode" | "verification") {
  const { openDialog } = useAuthDialogs();
  return {
    onSuccess: (answer: { message: string; resend_after_seconds: number }) => {
      toast.success(answer.message);
      openDialog(dialog, { resendAt: nextResendAt(answer) });
    },
    onError: (failure: unknown) => {
      toast.error(userMessageOf(failure));
      openDialog(dialog, { resendAt: nextResendAt(null, failure) });
    },
  };
}

function OtpCodeView() {
  const { t } = useTranslation();
  const { identifier } = useAuthDialogs();
  const verify = useVerifyLoginOtp();
  const resend = useSendLoginOtp();
  const finish = useFinishSignIn();
  const resent = useResendHandlers("otpCode");

  return (
    <CodeForm
      label={t("auth.dialogs.fields.loginCode")}
      submitLabel={t("auth.dialogs.code.login")}
      pending={verify.isPending}
      resendPending={resend.isPending}
      onCode={(otp) =>
        verify.mutate(
          { identifier, otp },
          {
            onSuccess: (answer) => finish(answer.message),
            onError: (failure) => toast.error(userMessageOf(failure)),
          },
        )
      }
      onResend={() => resend.mutate({ identifier }, resent)}
    />
  );
}

function ForgotPasswordView() {
  const { t } = useTranslation();
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
      <p className="text-sm text-muted">{t("auth.dialogs.forgotPassword.intro")}</p>
      <TextField
        label={t("auth.dialogs.fields.email")}
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        a11y={errors.field("email")}
      />
      <FormErrors messages={errors.messages} />
      <SubmitButton pending={send.isPending}>{t("auth.dialogs.forgotPassword.submit")}</SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={() => openDialog("login")}>
          {t("auth.dialogs.forgotPassword.backToLogin")}
        </LinkButton>
      </p>
    </form>
  );
}

function VerificationView() {
  const { t } = useTranslation();
  const { openDialog, email } = useAuthDialogs();
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  const resent = useResendHandlers("verification");

  return (
    <CodeForm
      label={t("auth.dialogs.fields.verificationCode")}
      submitLabel={t("auth.dialogs.code.verify")}
      pending={verify.isPending}
      resendPending={resend.isPending}
      onCode={(code) =>
        // The existing client sends the four digits joined and parsed as an integer (0427 -> 427).
        verify.mutate(
          { email, otp: Number.parseInt(code, 10) },
          {
            onSuccess: (answer) => {
              toast.success(answer.message);
              openDialog("newPassword");
            },
            onError: (failure) => toast.error(userMessageOf(failure)),
          },
        )
      }
      onResend={() => resend.mutate({ email }, resent)}
    />
  );
}

function NewPasswordView() {
  const { t } = useTranslation();
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
        label={t("auth.dialogs.fields.newPassword")}
        type="password"
        autoComplete="new-password"
        registration={form.register("new_password")}
        a11y={errors.field("new_password")}
      />
      <TextField
        label={t("auth.dialogs.fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
        registration={form.register("confirm_password")}
        a11y={errors.field("confirm_password")}
      />
      <FormErrors messages={errors.messages} />
      <SubmitButton pending={reset.isPending}>{t("auth.dialogs.newPassword.submit")}</SubmitButton>
    </form>
  );
}

const VIEWS: Record<AuthDialogName, ReactNode> = {
  login: <LoginView />,
  signup: <SignupView />,
  otpLogin: <OtpLoginView />,
  otpCode: <OtpCodeView />,
  forgotPassword: <ForgotPasswordView />,
  verification: <VerificationView />,
  newPassword: <NewPasswordView />,
};
