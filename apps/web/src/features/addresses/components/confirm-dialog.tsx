import { type ReactNode, useEffect, useId, useRef } from "react";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, and focus returns to the button that opened it. Cancel is focused
 * first, so Enter does not delete by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      cancel.current?.focus();
      return () => {
        if (element.open) element.close();
        // The opener may be gone (its address deleted): then the browser picks the body.
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-6 text-start shadow-(--shadow-raised) backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm sm:p-8"
      onCancel={(event) => {
        // Escape: the page decides (it keeps the dialog open while deleting).
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight text-navy-900">
        {title}
      </h2>
      <div id={bodyId} className="mt-3 text-sm text-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancel} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn bg-danger-700 text-white hover:bg-danger-700/90"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
