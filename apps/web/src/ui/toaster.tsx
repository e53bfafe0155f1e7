import { useSyncExternalStore } from "react";
import { dismissToast, getToasts, subscribeToasts } from "../lib/toast";
import { CheckCircleIcon, CloseIcon } from "./icons";
import { m } from "../paraglide/messages.js";

const TONE = {
  success: "border-success-500/30 bg-white text-ink [&_svg.mark]:text-success-600",
  error: "border-danger-500/40 bg-danger-50 text-danger-700 [&_svg.mark]:text-danger-600",
  info: "border-line bg-white text-ink [&_svg.mark]:text-brand-600",
} as const;

/** Shows the toasts of lib/toast.ts; errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4">
      <div role="status" aria-live="polite" className="contents">
        {toasts
          .filter((item) => item.kind !== "error")
          .map((item) => (
            <ToastCard key={item.id} id={item.id} kind={item.kind} text={item.text} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {toasts
          .filter((item) => item.kind === "error")
          .map((item) => (
            <ToastCard key={item.id} id={item.id} kind={item.kind} text={item.text} />
          ))}
      </div>
    </div>
  );
}

function ToastCard({ id, kind, text }: { id: number; kind: keyof typeof TONE; text: string }) {
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
