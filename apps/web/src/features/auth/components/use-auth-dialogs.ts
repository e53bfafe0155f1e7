import { createContext, useContext } from "react";

// Apart from the provider (auth-dialogs-context.tsx), which lazily imports the dialogs: the dialogs
// read this without importing the provider back, so there is no import cycle.

/** The seven sign-in overlays of spec section 2. */
export type AuthDialogName =
  "login" | "signup" | "otpLogin" | "otpCode" | "forgotPassword" | "verification" | "newPassword";

export interface AuthDialogsState {
  open: AuthDialogName | null;
  /** Carried between steps: the forgot-password email, or the OTP login identifier. */
  email: string;
  identifier: string;
  /** When the next code may be asked for (ms since epoch), from resend_after_seconds or Retry-After. */
  resendAt: number;
}

export interface AuthDialogsApi extends AuthDialogsState {
  openDialog: (name: AuthDialogName, patch?: Partial<Omit<AuthDialogsState, "open">>) => void;
  closeDialog: () => void;
  /**
   * Opens the login dialog and runs `action` once the customer is logged in (by password, code or
   * sign-up); dropped if the dialogs close without a login.
   */
  loginThen: (action: () => void) => void;
}

/** Filled by AuthDialogsProvider. */
export const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

/** Opens and closes the sign-in overlays from anywhere in the layout. */
export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error("useAuthDialogs needs an AuthDialogsProvider");
  return api;
}
