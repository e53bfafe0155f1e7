import { userMessageOf } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSendLoginOtp } from "../api/send-login-otp";
import { useVerifyLoginOtp } from "../api/verify-login-otp";
import { CodeForm, useResendHandlers } from "./code-form";
import { useAuthDialogs } from "./use-auth-dialogs";
import { useFinishSignIn } from "./use-finish-sign-in";
import { m } from "../../../paraglide/messages.js";

/** Login with OTP, step two: the four digits sent, which log the customer in. */
export function OtpCodeView() {
  const { identifier } = useAuthDialogs();
  const verify = useVerifyLoginOtp();
  const resend = useSendLoginOtp();
  const finish = useFinishSignIn();
  const resent = useResendHandlers("otpCode");

  return (
    <CodeForm
      label={m.auth_dialogs_fields_loginCode()}
      submitLabel={m.auth_dialogs_code_login()}
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
