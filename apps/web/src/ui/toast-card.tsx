import { dismissToast, type ToastKind } from "../lib/toast";
import { CheckCircleIcon, CloseIcon } from "./icons";
import { m } from "../paraglide/messages.js";

const TONE = {
  success: "border-success-500/30 bg-white text-ink [&_svg.mark]:text-success-600",
  error: "border-danger-500/40 bg-danger-50 text-danger-700 [&_svg.mark]:text-danger-600",
  info: "border-line bg-white text-ink [&_svg.mark]:text-brand-600",
} as const satisfies Record<ToastKind, string>;

/** One toast of the toaster (toaster.tsx): its text and a button that dismisses it. */
export default function ToastCard({ id, kind, text }: { id: number; kind: ToastKind; text: string }) {
  return (
    <div
      data-testid="toast"
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-(--radius-card) border px-4 py-3 text-sm font-medium shadow-(--shadow-raised) ${TONE[kind]}`}
    >
      <CheckCircleIcon className="mark mt-0.5 size-5 shrink-0" />
      <p className="flex-1">{text}</p>
      <button
        type="button"
        aria-label={m.common_dismiss()}
        className="-m-1 rounded p-1 text-slate-500 hover:text-ink"
        onClick={() => dismissToast(id)}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
