import type { AuthResponse, VerifyLoginCodeInput } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { loggedInUserQueryOptions } from "./get-logged-in-user";

/** POST /api/verify_login_otp {identifier, otp}: logs in with the emailed code. */
export function verifyLoginOtp(input: VerifyLoginCodeInput): Promise<AuthResponse> {
  return callApi(api.verifyLoginOtp, { body: input });
}

export function useVerifyLoginOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyLoginOtp,
    // The session is new: every customer query (user, cart, wishlist, plan) reads it again.
    onSuccess: (answer) => {
      queryClient.setQueryData(loggedInUserQueryOptions().queryKey, answer.user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    },
  });
}
