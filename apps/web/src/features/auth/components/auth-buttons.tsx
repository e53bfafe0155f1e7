import type { ReactNode } from "react";
import { m } from "../../../paraglide/messages.js";

/** The sign-in forms' submit: 'Please wait' while the request is out. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending} aria-busy={pending}>
      {pending ? m.auth_dialogs_pleaseWait() : children}
    </button>
  );
}

/** A text-styled button that moves to another sign-in step. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
