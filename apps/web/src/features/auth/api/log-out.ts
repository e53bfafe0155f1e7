import type { Message } from "@carcare/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";
import { loggedInUserQueryOptions } from "./get-logged-in-user";

/** POST /api/Logout (empty body): ends the session. */
export function logOut(): Promise<Message> {
  return callApi(api.logout);
}

/**
 * Logs out and forgets everything cached for the customer (cart, wishlist, plan). A plain async
 * action, not useMutation: the header is in every page's first load, and TanStack's mutation
 * observer would add about 3 KB gzipped to it (apps/web/scripts/check-budget.mjs).
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      const answer = await logOut();
      queryClient.setQueryData(loggedInUserQueryOptions().queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
      return answer;
    } finally {
      setPending(false);
    }
  }, [queryClient]);
  return { logOut: run, pending };
}
