import type { Message, VerifyResetCodeInput } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/verify_otp_forget_password {email, otp as a number}: allows the reset. */
export function verifyResetCode(input: VerifyResetCodeInput): Promise<Message> {
  return callApi(api.verifyOtpForgetPassword, { body: input });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
