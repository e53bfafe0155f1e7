import { type ReactNode, useRef } from "react";
import { LazyDialog } from "../../../ui/lazy-dialog";

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
 * A confirmation on ui/dialog: Cancel is focused first, so Enter does not delete by accident; while
 * `busy`, Escape and the backdrop leave it open. Focus returns to the button that opened it (when
 * its address was deleted, the browser picks the page).
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
  const cancel = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <LazyDialog
      title={title}
      description={children}
      initialFocus={cancel}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
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
    </LazyDialog>
  );
}
