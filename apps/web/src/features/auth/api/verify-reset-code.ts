import type { Message } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Mirrors the contract's input (packages/contracts/src/auth.ts). */
export interface VerifyResetCodeInput {
  email: string;
  /** The four digits joined and parsed as an integer, as the existing client sends it. */
  otp: number;
}

/** POST /api/verify_otp_forget_password {email, otp as a number}: allows the reset. */
export function verifyResetCode(input: VerifyResetCodeInput): Promise<Message> {
  return apiFetch<Message>("/verify_otp_forget_password", { method: "POST", body: input });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
