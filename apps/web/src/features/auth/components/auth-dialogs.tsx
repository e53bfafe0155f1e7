import { SignupInputSchema } from "@carcare/contracts";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CloseIcon } from "../../../ui/icons";
import { ApiRequestError, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useLogIn } from "../api/log-in";
import { useResetPassword } from "../api/reset-password";
import { useSendLoginOtp } from "../api/send-login-otp";
import { useSendResetCode } from "../api/send-reset-code";
import { useSignUp } from "../api/sign-up";
import { useVerifyLoginOtp } from "../api/verify-login-otp";
import { useVerifyResetCode } from "../api/verify-reset-code";
import { type AuthDialogName, useAuthDialogs } from "./auth-dialogs-context";
import { CodeInput, EMPTY_CODE } from "./code-input";
import { DEFAULT_DIAL, PhoneField, phoneDigits, type PhoneValue } from "./phone-field";

/** Validation texts of spec section 5. */
export const MESSAGES = {
  loginRequired: "Please fill all the fields",
  signupRequired: "Please fill in all the fields",
  passwordsDiffer: "Passwords doesnt match",
  identifierRequired: "Please enter your mobile number or email",
  emailRequired: "Please enter your email",
  codeRequired: "Please enter the 4-digit code",
} as const;

const TITLES: Record<AuthDialogName, string> = {
  login: "Login",
  signup: "Sign Up",
  otpLogin: "Login with OTP",
  otpCode: "Enter OTP",
  forgotPassword: "Forgot Password",
  verification: "Verification",
  newPassword: "Set New Password",
};

/** Default export for React.lazy: the open overlay (the provider renders this only while one is open). */
export default function AuthDialogs() {
  const { open } = useAuthDialogs();
  if (!open) return null;
  return (
    <DialogShell title={TITLES[open]} viewKey={open}>
      {open === "login" ? <LoginView /> : null}
      {open === "signup" ? <SignupView /> : null}
      {open === "otpLogin" ? <OtpLoginView /> : null}
      {open === "otpCode" ? <OtpCodeView /> : null}
      {open === "forgotPassword" ? <ForgotPasswordView /> : null}
      {open === "verification" ? <VerificationView /> : null}
      {open === "newPassword" ? <NewPasswordView /> : null}
    </DialogShell>
  );
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** A modal: labelled, focus kept inside, Escape and the backdrop close it. */
function DialogShell({ title, viewKey, children }: { title: string; viewKey: string; children: ReactNode }) {
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
          aria-label="Close"
          className="btn btn-ghost absolute top-3 end-3 size-11 px-0"
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

function Field({
  label,
  type = "text",
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  type?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
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
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p
      role="alert"
      className="rounded-(--radius-control) bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
    >
      {message}
    </p>
  ) : null;
}

function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending}>
      {pending ? "Please wait…" : children}
    </button>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
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

/** Login or signup done: toast, close, go home (spec section 4). */
function useFinishSignIn() {
  const { closeDialog } = useAuthDialogs();
  const navigate = useNavigate();
  return (message: string) => {
    toast.success(message);
    closeDialog();
    void navigate("/");
  };
}

function LoginView() {
  const { openDialog } = useAuthDialogs();
  const [phone, setPhone] = useState<PhoneValue>({ dial: DEFAULT_DIAL, number: "" });
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const logIn = useLogIn();
  const finish = useFinishSignIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    const username = phoneDigits(phone);
    if (!username || !password) {
      setError(MESSAGES.loginRequired);
      return;
    }
    setError(null);
    logIn.mutate(
      { username, password },
      {
        onSuccess: (answer) => finish(answer.message),
        onError: (failure) => toast.error(userMessageOf(failure)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <PhoneField value={phone} onChange={setPhone} />
      <Field
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <LinkButton onClick={() => openDialog("forgotPassword")}>Forgot Password?</LinkButton>
        <LinkButton onClick={() => openDialog("otpLogin")}>Login with OTP</LinkButton>
      </div>
      <FormError message={error} />
      <SubmitButton pending={logIn.isPending}>Login</SubmitButton>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account? <LinkButton onClick={() => openDialog("signup")}>Sign Up</LinkButton>
      </p>
    </form>
  );
}

function SignupView() {
  const { openDialog } = useAuthDialogs();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ dial: DEFAULT_DIAL, number: "" });
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const finish = useFinishSignIn();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name: name.trim(), email: email.trim(), phone: phoneDigits(phone), password };
    if (!input.name || !input.email || !input.phone || !input.password) {
      setError(MESSAGES.signupRequired);
      return;
    }
    // The same rules the API applies (packages/contracts), so mistakes show before a round trip.
    const checked = SignupInputSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MESSAGES.signupRequired);
      return;
    }
    setError(null);
    signUp.mutate(input, {
      onSuccess: (answer) => finish(answer.message),
      onError: (failure) => toast.error(userMessageOf(failure)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <Field label="Name" value={name} onChange={setName} autoComplete="name" />
      <Field label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
      <PhoneField value={phone} onChange={setPhone} />
      <Field
        label="Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
      />
      <FormError message={error} />
      <SubmitButton pending={signUp.isPending}>Sign Up</SubmitButton>
      <p className="text-center text-sm text-muted">
        Already have an account? <LinkButton onClick={() => openDialog("login")}>Login</LinkButton>
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

/** 'Resend' with a visible cooldown; `send` asks for a new code. */
function ResendCode({ send, pending }: { send: () => void; pending: boolean }) {
  const { resendAt } = useAuthDialogs();
  const left = useSecondsUntil(resendAt);
  return (
    <p className="text-center text-sm text-muted" aria-live="polite">
      Didn&apos;t get the code?{" "}
      {left > 0 ? (
        <span>
          Resend in <span className="font-semibold tabular-nums">{`0:${String(left).padStart(2, "0")}`}</span>
        </span>
      ) : (
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
          disabled={pending}
          onClick={send}
        >
          Resend
        </button>
      )}
    </p>
  );
}

function OtpLoginView() {
  const { openDialog, identifier: remembered } = useAuthDialogs();
  const [identifier, setIdentifier] = useState(remembered);
  const [error, setError] = useState<string | null>(null);
  const send = useSendLoginOtp();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = identifier.trim();
    if (!value) {
      setError(MESSAGES.identifierRequired);
      return;
    }
    setError(null);
    send.mutate(
      { identifier: value },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          openDialog("otpCode", { identifier: value, resendAt: nextResendAt(answer) });
        },
        onError: (failure) => {
          toast.error(userMessageOf(failure));
          // A code sent a moment ago is still valid: let them type it.
          if (failure instanceof ApiRequestError && failure.status === 429) {
            openDialog("otpCode", { identifier: value, resendAt: nextResendAt(null, failure) });
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <p className="text-sm text-muted">We will email a 4-digit code to the account&apos;s email address.</p>
      <Field
        label="Mobile number or email"
        value={identifier}
        onChange={setIdentifier}
        autoComplete="username"
      />
      <FormError message={error} />
      <SubmitButton pending={send.isPending}>Generate OTP</SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={() => openDialog("login")}>Login with password</LinkButton>
      </p>
    </form>
  );
}

/**
 * The 4-box code form shared by OTP login and password-reset verification: checks for four digits
 * (spec section 5), then hands the code on; Resend sits under the submit button.
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
  onCode: (digits: string) => void;
  onResend: () => void;
}) {
  const [code, setCode] = useState<string[]>([...EMPTY_CODE]);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.join("");
    if (!/^\d{4}$/.test(digits)) {
      setError(MESSAGES.codeRequired);
      return;
    }
    setError(null);
    onCode(digits);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5">
      <p className="text-sm text-muted">Enter your 4 digits code that you received on your email.</p>
      <CodeInput value={code} onChange={setCode} label={label} />
      <FormError message={error} />
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
  const { identifier } = useAuthDialogs();
  const verify = useVerifyLoginOtp();
  const resend = useSendLoginOtp();
  const finish = useFinishSignIn();
  const resent = useResendHandlers("otpCode");

  return (
    <CodeForm
      label="Login code"
      submitLabel="Login"
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
  const { openDialog, email: remembered } = useAuthDialogs();
  const [email, setEmail] = useState(remembered);
  const [error, setError] = useState<string | null>(null);
  const send = useSendResetCode();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setError(MESSAGES.emailRequired);
      return;
    }
    setError(null);
    send.mutate(
      { email: value },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          openDialog("verification", { email: value, resendAt: nextResendAt(answer) });
        },
        // Spec section 4: forgot password moves on to verification even if the send failed.
        onError: (failure) => {
          toast.error(userMessageOf(failure));
          openDialog("verification", { email: value, resendAt: nextResendAt(null, failure) });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <p className="text-sm text-muted">
        Enter your account&apos;s email and we will send you a 4-digit code.
      </p>
      <Field label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" />
      <FormError message={error} />
      <SubmitButton pending={send.isPending}>Send Code</SubmitButton>
      <p className="text-center text-sm text-muted">
        <LinkButton onClick={() => openDialog("login")}>Back to Login</LinkButton>
      </p>
    </form>
  );
}

function VerificationView() {
  const { openDialog, email } = useAuthDialogs();
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  const resent = useResendHandlers("verification");

  return (
    <CodeForm
      label="Verification code"
      submitLabel="VERIFY"
      pending={verify.isPending}
      resendPending={resend.isPending}
      onCode={(digits) =>
        // The existing client sends the four digits joined and parsed as an integer (0427 -> 427).
        verify.mutate(
          { email, otp: Number.parseInt(digits, 10) },
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
  const { email, closeDialog, openDialog } = useAuthDialogs();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) {
      setError(MESSAGES.signupRequired);
      return;
    }
    // Checked before anything is sent or marked busy: the old client's stuck spinner cannot happen.
    if (password !== confirm) {
      setError(MESSAGES.passwordsDiffer);
      return;
    }
    setError(null);
    reset.mutate(
      { email, new_password: password, confirm_password: confirm },
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
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <Field
        label="New Password"
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
      />
      <Field
        label="Confirm Password"
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
      />
      <FormError message={error} />
      <SubmitButton pending={reset.isPending}>UPDATE</SubmitButton>
    </form>
  );
}
