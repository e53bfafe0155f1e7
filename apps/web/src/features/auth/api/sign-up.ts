import type { SignupInput, AuthResponse } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { loggedInUserQueryOptions } from "./get-logged-in-user";

/** POST /api/signup {name, email, phone, password}: creates the account and starts a session. */
export function signUp(input: SignupInput): Promise<AuthResponse> {
  return callApi(api.signup, { body: input });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The session is new: every customer query (user, cart, wishlist, plan) reads it again.
    onSuccess: (answer) => {
      queryClient.setQueryData(loggedInUserQueryOptions().queryKey, answer.user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    },
  });
}
