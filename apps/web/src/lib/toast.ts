/**
 * The store's toasts (spec section 8 texts). A tiny store instead of a toast library: it is on every
 * page, and the home route's JavaScript budget is 100 KB gzipped. <Toaster /> in the layout shows them.
 */
export type ToastKind = "success" | "error" | "info";
export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

const TOAST_MS = 4000;
let nextId = 1;
let items: readonly ToastItem[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, text: string): number {
  const id = nextId++;
  items = [...items, { id, kind, text }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** useSyncExternalStore's subscribe and getSnapshot for the toaster. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function getToasts(): readonly ToastItem[] {
  return items;
}

export const toast = {
  success: (text: string) => show("success", text),
  error: (text: string) => show("error", text),
  info: (text: string) => show("info", text),
};
