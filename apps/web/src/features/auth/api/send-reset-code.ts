import type { CodeSent, SendResetCodeInput } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/send_otp_forget_password {email}: emails a reset code. */
export function sendResetCode(input: SendResetCodeInput): Promise<CodeSent> {
  return callApi(api.sendOtpForgetPassword, { body: input });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
