import { CodeEntrySchema } from "@carcare/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { RichMessage } from "../../../ui/rich-message";
import { ApiRequestError, userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { ErrorList, FORM_OPTIONS, useErrorSummary } from "../../../ui/form-field";
import { SubmitButton } from "./auth-buttons";
import { CodeInput, EMPTY_CODE } from "./code-input";
import { useAuthDialogs } from "./use-auth-dialogs";
import { m } from "../../../paraglide/messages.js";

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
export function nextResendAt(answer: { resend_after_seconds: number } | null, failure?: unknown): number {
  const seconds =
    answer?.resend_after_seconds ??
    (failure instanceof ApiRequestError ? (failure.retryAfterSeconds ?? 0) : 0);
  return Date.now() + seconds * 1000;
}

/** 'Resend' with a visible cooldown (m:ss); `send` asks for a new code. */
function ResendCode({ send, pending }: { send: () => void; pending: boolean }) {
  const { resendAt } = useAuthDialogs();
  const left = useSecondsUntil(resendAt);
  const wait = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  return (
    <p className="text-center text-sm text-muted" aria-live="polite">
      {m.auth_dialogs_code_noCode()}{" "}
      {left > 0 ? (
        <span>
          <RichMessage
            parts={m.auth_dialogs_code_resendIn.parts({ wait })}
            markup={{ wait: (children) => <span className="font-semibold tabular-nums">{children}</span> }}
          />
        </span>
      ) : (
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline disabled:opacity-50"
          disabled={pending}
          onClick={send}
        >
          {m.auth_dialogs_code_resend()}
        </button>
      )}
    </p>
  );
}

/**
 * The 4-box code form shared by OTP login and password-reset verification: the contract checks for
 * four digits (spec section 5), then the code is handed on; Resend sits under the submit button.
 */
export function CodeForm({
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
  const form = useForm({
    ...FORM_OPTIONS,
    resolver: zodResolver(CodeEntrySchema),
    defaultValues: { otp: [...EMPTY_CODE] },
  });
  const errors = useErrorSummary(form.formState.errors, ["otp"]);
  const submit = form.handleSubmit(({ otp }) => onCode(otp));

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-5">
      <p className="text-sm text-muted">{m.auth_dialogs_code_intro()}</p>
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
      <ErrorList messages={errors.messages} />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      <ResendCode send={onResend} pending={resendPending} />
    </form>
  );
}

/** After a resend, reopen the code dialog with the next allowed resend time, whether it worked or not. */
export function useResendHandlers(dialog: "otpCode" | "verification") {
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
