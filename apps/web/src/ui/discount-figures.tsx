import { formatAed } from "../lib/format";
import { m } from "../paraglide/messages.js";

/** A product's own "N% OFF" badge: on its card (placed over the picture) and beside its prices. */
export function PercentOffBadge({ percent, className = "" }: { percent: number; className?: string }) {
  return (
    <span className={`badge badge-deal bg-accent-400 text-navy-900 ${className}`}>
      {m.catalog_percentOff({ percent })}
    </span>
  );
}

/** The struck-through list price, read out as "was AED …". */
export function WasPrice({ amount }: { amount: number }) {
  return (
    <s className="text-sm text-slate-500">
      <span className="sr-only">{`${m.catalog_wasPrice()} `}</span>
      {formatAed(amount)}
    </s>
  );
}
