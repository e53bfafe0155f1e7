import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSendResetCode } from "../api/send-reset-code";
import { useVerifyResetCode } from "../api/verify-reset-code";
import { CodeForm, useResendHandlers } from "./code-form";
import { useAuthDialogs } from "./use-auth-dialogs";
import { m } from "../../../paraglide/messages.js";

/** Forgot password, step two: the four digits emailed, then a new password. */
export function VerificationView() {
  const { openDialog, email } = useAuthDialogs();
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  const resent = useResendHandlers("verification");

  return (
    <CodeForm
      label={m.auth_dialogs_fields_verificationCode()}
      submitLabel={m.auth_dialogs_code_verify()}
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
