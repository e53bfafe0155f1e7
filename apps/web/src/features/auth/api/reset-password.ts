import type { Message, ResetPasswordInput } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/reset_password_with_otp {email, new_password, confirm_password}. */
export function resetPassword(input: ResetPasswordInput): Promise<Message> {
  return callApi(api.resetPasswordWithOtp, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
