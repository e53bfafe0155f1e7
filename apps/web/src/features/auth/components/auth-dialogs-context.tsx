import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { type AuthDialogsApi, AuthDialogsContext, type AuthDialogsState } from "./use-auth-dialogs";

export { type AuthDialogName, useAuthDialogs } from "./use-auth-dialogs";

// The forms (and their validation) load only when a dialog is first opened.
const AuthDialogs = lazy(() => import("./auth-dialogs"));

/** Holds which overlay is open; renders the lazily loaded dialogs. Focus goes back where it was. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogsState>({
    open: null,
    email: "",
    identifier: "",
    resendAt: 0,
  });
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openDialog = useCallback<AuthDialogsApi["openDialog"]>((name, patch) => {
    setState((current) => {
      if (current.open === null && document.activeElement instanceof HTMLElement) {
        returnFocusTo.current = document.activeElement;
      }
      return { ...current, ...patch, open: name };
    });
  }, []);

  const closeDialog = useCallback(() => {
    setState((current) => ({ ...current, open: null }));
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    // After React removed the dialog; the trigger may be gone (a menu that closed): then the page.
    setTimeout(() => {
      if (target?.isConnected) target.focus();
      else document.getElementById("main-content")?.focus();
    }, 0);
  }, []);

  const api = useMemo(() => ({ ...state, openDialog, closeDialog }), [state, openDialog, closeDialog]);

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
