import type { ReactNode } from "react";
import { Dialog } from "../../../ui/dialog";
import { ForgotPasswordView } from "./forgot-password-view";
import { LoginView } from "./login-view";
import { NewPasswordView } from "./new-password-view";
import { OtpCodeView } from "./otp-code-view";
import { OtpLoginView } from "./otp-login-view";
import { SignupView } from "./signup-view";
import { type AuthDialogName, useAuthDialogs } from "./use-auth-dialogs";
import { VerificationView } from "./verification-view";
import { m } from "../../../paraglide/messages.js";

// Every view is react-hook-form driven by a contract schema (packages/contracts/src/auth.ts): the
// messages shown are the ones the API answers with, and what is sent is the schema's output.

const VIEWS: Record<AuthDialogName, ReactNode> = {
  login: <LoginView />,
  signup: <SignupView />,
  otpLogin: <OtpLoginView />,
  otpCode: <OtpCodeView />,
  forgotPassword: <ForgotPasswordView />,
  verification: <VerificationView />,
  newPassword: <NewPasswordView />,
};

/**
 * Default export for React.lazy: the open sign-in step in one dialog (the provider renders this only
 * while one is open). The dialog stays open from step to step; each step starts at its first field.
 * Focus goes back to what opened it, or to the page when that is gone (a menu that closed).
 */
/** Each sign-in dialog's title. */
const DIALOG_TITLES = {
  forgotPassword: m.auth_dialogs_titles_forgotPassword,
  login: m.auth_dialogs_titles_login,
  newPassword: m.auth_dialogs_titles_newPassword,
  otpCode: m.auth_dialogs_titles_otpCode,
  otpLogin: m.auth_dialogs_titles_otpLogin,
  signup: m.auth_dialogs_titles_signup,
  verification: m.auth_dialogs_titles_verification,
} satisfies Record<NonNullable<ReturnType<typeof useAuthDialogs>["open"]>, () => string>;

export default function AuthDialogs() {
  const { open, closeDialog } = useAuthDialogs();
  if (!open) return null;
  return (
    <Dialog
      layout="sheet"
      title={DIALOG_TITLES[open]()}
      closeLabel={m.auth_dialogs_close()}
      focusKey={open}
      onClose={closeDialog}
      returnFocus={() => document.getElementById("main-content")}
    >
      {VIEWS[open]}
    </Dialog>
  );
}
