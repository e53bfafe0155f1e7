import type { CodeSent, SendLoginCodeInput } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/send_login_otp {identifier}: emails a login code (429 with Retry-After while cooling down). */
export function sendLoginOtp(input: SendLoginCodeInput): Promise<CodeSent> {
  return callApi(api.sendLoginOtp, { body: input });
}

export function useSendLoginOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
