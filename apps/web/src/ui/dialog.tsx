import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "./icons";

/**
 * The store's one modal dialog. Render it only while it is open: mounting opens it, unmounting closes
 * it (so a lazily loaded form inside loads with the dialog).
 *
 * ```tsx
 * {open ? (
 *   <Dialog title={t("x.dialog.title")} closeLabel={t("x.dialog.close")} onClose={() => setOpen(false)}>
 *     <form noValidate onSubmit={submit} className="mt-6 grid gap-4">…</form>
 *   </Dialog>
 * ) : null}
 * ```
 *
 * - A `<dialog>` with aria-modal, labelled by its title (an h2) and described by `description`
 *   when one is given.
 * - Focus: on opening, `initialFocus` ("close" for the × button, or a ref), else the first field
 *   (input, select, textarea; a radio group's checked or first radio), else the first control.
 *   Tab and Shift+Tab wrap inside (a radio group is one stop). When `focusKey` changes (a
 *   multi-step dialog shows its next step) the first field is focused again. On closing, focus goes
 *   back to the element that had it on opening, or to `returnFocus()` when that element is gone
 *   (a menu that closed) or was the page itself.
 * - Escape, a click on the backdrop and the × (shown when `closeLabel` is given) call `onClose`;
 *   the caller decides (e.g. ignore it while a request is pending).
 * - The page behind does not scroll while it is open.
 * - `layout`: "card" (centred, at most 28rem wide; 1rem margins on a 375 px phone), "sheet" (a
 *   bottom sheet on phones, the card from the sm breakpoint), "fullscreen" (the whole viewport, the
 *   title bar stays on top while the content scrolls). Logical properties only (right-to-left safe).
 *
 * It is rendered into document.body above the page (z-50) but below the toaster (z-60), not with
 * showModal(): the top layer would draw over the toasts a dialog's own actions raise and make them
 * inert, so a failed login's toast could be neither seen nor announced.
 */
export function Dialog({
  title,
  description,
  closeLabel,
  onClose,
  layout = "card",
  initialFocus,
  focusKey,
  returnFocus,
  children,
}: {
  title: ReactNode;
  /** Shown under the title and read with it (aria-describedby). */
  description?: ReactNode;
  /** The × button's accessible name; without it there is no × (the content offers Cancel). */
  closeLabel?: string;
  onClose: () => void;
  layout?: "card" | "sheet" | "fullscreen";
  initialFocus?: "close" | RefObject<HTMLElement | null>;
  /** Change it to move focus to the first field again (the next step of a multi-step dialog). */
  focusKey?: string;
  /** Where focus goes on closing when the element that opened the dialog is gone. */
  returnFocus?: () => HTMLElement | null;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const fallback = useRef(returnFocus);
  useEffect(() => {
    fallback.current = returnFocus;
  });

  // Opening: remember what had focus, hold the page still; closing: undo both.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      const target =
        opener?.isConnected && opener !== document.body ? opener : (fallback.current?.() ?? null);
      target?.focus();
    };
  }, []);

  const focusRef = typeof initialFocus === "object" ? initialFocus : null;
  const focusClose = initialFocus === "close";
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const target = focusClose
      ? closeButton.current
      : (focusRef?.current ?? firstField(root) ?? tabStops(root)[0] ?? root);
    target?.focus();
  }, [focusKey, focusClose, focusRef]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = tabStops(panel.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (typeof document === "undefined") return null;

  const close = closeLabel ? (
    <button
      ref={closeButton}
      type="button"
      aria-label={closeLabel}
      className={`btn btn-ghost size-11 shrink-0 px-0 ${layout === "fullscreen" ? "" : "absolute end-3 top-3"}`}
      onClick={onClose}
    >
      <CloseIcon className="size-5" />
    </button>
  ) : null;
  const heading = (
    <h2
      id={titleId}
      className={
        layout === "fullscreen"
          ? "text-xl font-bold text-navy-900"
          : `text-2xl font-bold tracking-tight text-navy-900 ${close ? "pe-10" : ""}`
      }
    >
      {title}
    </h2>
  );
  const about = description ? (
    <div
      id={descriptionId}
      className={layout === "fullscreen" ? "px-4 pt-3 text-sm text-muted" : "mt-3 text-sm text-muted"}
    >
      {description}
    </div>
  ) : null;

  return createPortal(
    <div className={OVERLAY[layout]} onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-navy-950/60 backdrop-blur-sm"
        onClick={onClose}
      />
      <dialog
        ref={panel}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={PANEL[layout]}
      >
        {layout === "fullscreen" ? (
          <div className="flex min-h-full flex-col">
            <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-3">
              {heading}
              {close}
            </div>
            {about}
            <div className="flex-1 px-4 pt-5">{children}</div>
          </div>
        ) : (
          <>
            {close}
            {heading}
            {about}
            {children}
          </>
        )}
      </dialog>
    </div>,
    document.body,
  );
}

const OVERLAY = {
  card: "fixed inset-0 z-50 flex items-center justify-center p-4",
  sheet: "fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4",
  fullscreen: "fixed inset-0 z-50",
} as const;

// `relative m-0 border-0` undo the browser's own <dialog> placement (absolute, centred, bordered).
const PANEL = {
  card: "relative m-0 max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto overscroll-contain rounded-3xl border-0 bg-white p-6 text-start text-ink shadow-(--shadow-raised) outline-none sm:p-8",
  sheet:
    "relative m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-3xl border-0 bg-white p-6 text-start text-ink shadow-(--shadow-raised) outline-none sm:max-w-md sm:rounded-3xl sm:p-8",
  fullscreen:
    "relative m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-white p-0 text-start text-ink outline-none",
} as const;

const CONTROLS =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** What Tab visits inside `root`, in order: a radio group is one stop (its checked radio, else its first). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter((item) => {
    if (!(item instanceof HTMLInputElement) || item.type !== "radio" || !item.name) return true;
    const group = [...root.querySelectorAll<HTMLInputElement>("input[type=radio]")].filter(
      (radio) => radio.name === item.name && !radio.disabled,
    );
    return (group.find((radio) => radio.checked) ?? group[0]) === item;
  });
}

function firstField(root: HTMLElement): HTMLElement | undefined {
  return tabStops(root).find(
    (item) =>
      item instanceof HTMLInputElement ||
      item instanceof HTMLSelectElement ||
      item instanceof HTMLTextAreaElement,
  );
}
