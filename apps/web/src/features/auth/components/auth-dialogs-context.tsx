import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

/** The seven sign-in overlays of spec section 2. */
export type AuthDialogName =
  "login" | "signup" | "otpLogin" | "otpCode" | "forgotPassword" | "verification" | "newPassword";

interface AuthDialogsState {
  open: AuthDialogName | null;
  /** Carried between steps: the forgot-password email, or the OTP login identifier. */
  email: string;
  identifier: string;
  /** When the next code may be asked for (ms since epoch), from resend_after_seconds or Retry-After. */
  resendAt: number;
}

interface AuthDialogsApi extends AuthDialogsState {
  openDialog: (name: AuthDialogName, patch?: Partial<Omit<AuthDialogsState, "open">>) => void;
  closeDialog: () => void;
}

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

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

/** Opens and closes the sign-in overlays from anywhere in the layout. */
export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error("useAuthDialogs needs an AuthDialogsProvider");
  return api;
}
