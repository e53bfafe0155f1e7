import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { loggedInUserQueryOptions, useLoggedInUser } from "../api/get-logged-in-user";
import { type AuthDialogsApi, AuthDialogsContext, type AuthDialogsState } from "./use-auth-dialogs";

export { type AuthDialogName, useAuthDialogs } from "./use-auth-dialogs";

// The forms (and their validation) load only when a dialog is first opened.
const AuthDialogs = lazy(() => import("./auth-dialogs"));

/** Holds which overlay is open; renders the lazily loaded dialogs (ui/dialog returns focus on closing). */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogsState>({
    open: null,
    email: "",
    identifier: "",
    resendAt: 0,
  });
  const afterLogin = useRef<(() => void) | null>(null);
  const loggedIn = Boolean(useLoggedInUser().data);
  const queryClient = useQueryClient();

  // The action a visitor asked for before logging in (add to cart, wishlist, review) happens once
  // the session exists, whichever dialog created it.
  useEffect(() => {
    if (!loggedIn || !afterLogin.current) return;
    const action = afterLogin.current;
    afterLogin.current = null;
    action();
  }, [loggedIn]);

  const openDialog = useCallback<AuthDialogsApi["openDialog"]>((name, patch) => {
    setState((current) => ({ ...current, ...patch, open: name }));
  }, []);

  const closeDialog = useCallback(() => {
    // Read from the cache, not the render: a login closes its dialog before the header re-renders.
    if (!queryClient.getQueryData(loggedInUserQueryOptions().queryKey)) afterLogin.current = null;
    setState((current) => ({ ...current, open: null }));
  }, [queryClient]);

  const loginThen = useCallback(
    (action: () => void) => {
      afterLogin.current = action;
      openDialog("login");
    },
    [openDialog],
  );

  const api = useMemo(
    () => ({ ...state, openDialog, closeDialog, loginThen }),
    [state, openDialog, closeDialog, loginThen],
  );

  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      {state.open ? (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      ) : null}
    </AuthDialogsContext.Provider>
  );
}
