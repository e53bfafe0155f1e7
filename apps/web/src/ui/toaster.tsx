import { lazy, Suspense, useSyncExternalStore } from "react";
import { getToasts, subscribeToasts } from "../lib/toast";

// A toast's card loads with the first toast (none is in the server's HTML); the live regions are
// there from the start, so screen readers announce what comes into them.
const ToastCard = lazy(() => import("./toast-card"));

/** Shows the toasts of lib/toast.ts; errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4">
      <div role="status" aria-live="polite" className="contents">
        <Suspense fallback={null}>
          {toasts
            .filter((item) => item.kind !== "error")
            .map((item) => (
              <ToastCard key={item.id} id={item.id} kind={item.kind} text={item.text} />
            ))}
        </Suspense>
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        <Suspense fallback={null}>
          {toasts
            .filter((item) => item.kind === "error")
            .map((item) => (
              <ToastCard key={item.id} id={item.id} kind={item.kind} text={item.text} />
            ))}
        </Suspense>
      </div>
    </div>
  );
}
