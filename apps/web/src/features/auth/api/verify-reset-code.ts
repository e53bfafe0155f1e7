import type { Message, VerifyResetCodeInput } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/verify_otp_forget_password {email, otp as a number}: allows the reset. */
export function verifyResetCode(input: VerifyResetCodeInput): Promise<Message> {
  return apiFetch<Message>("/verify_otp_forget_password", { method: "POST", body: input });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
