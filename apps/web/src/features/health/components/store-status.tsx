import { useHealth } from "../api/get-health";

/** A small live badge: is the store answering. */
export function StoreStatus({ className = "" }: { className?: string }) {
  const health = useHealth();

  const state = health.isPending
    ? { label: "Checking the store…", tone: "badge-neutral", dot: "bg-slate-400 animate-pulse" }
    : health.data?.status === "ok"
      ? { label: "Store online", tone: "badge-success", dot: "bg-success-500" }
      : { label: "Store temporarily unavailable", tone: "badge-danger", dot: "bg-danger-500" };

  return (
    <p role="status" className={`badge ${state.tone} ${className}`}>
      <span aria-hidden="true" className={`size-2 rounded-full ${state.dot}`} />
      {state.label}
    </p>
  );
}
