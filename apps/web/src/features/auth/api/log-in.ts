import type { LoginInput, AuthResponse } from "@carcare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { loggedInUserQueryOptions } from "./get-logged-in-user";

/** POST /api/UserLogin {username (the phone), password}: starts a session. */
export function logIn(input: LoginInput): Promise<AuthResponse> {
  return callApi(api.userLogin, { body: input });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    // The session is new: every customer query (user, cart, wishlist, plan) reads it again.
    onSuccess: (answer) => {
      queryClient.setQueryData(loggedInUserQueryOptions().queryKey, answer.user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    },
  });
}
