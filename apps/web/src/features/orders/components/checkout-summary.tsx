import { formatAed } from "../../../lib/format";
import { m } from "../../../paraglide/messages.js";

export interface CheckoutLine {
  id: number;
  name: string;
  image: string;
  quantity: number;
  /** The line's total, AED. */
  total: number;
}

export interface CheckoutTotals {
  total: number;
  delivery: number;
  /** The coupon's discount, AED, or null without one. */
  discount: number | null;
  grandTotal: number;
}

interface CheckoutSummaryProps {
  lines: CheckoutLine[];
  totals: CheckoutTotals;
  couponCode: string | null;
  /** True while the figures are being read again: they may be about to move. */
  updating: boolean;
  placing: boolean;
  /** Why the last Place Order was refused (the API's words), shown until the next attempt. */
  problem: string | null;
  onPlaceOrder: () => void;
}

/** The checkout's order: item rows, Total, Delivery, Discount when a coupon applies, Grand total, Place Order. */
export function CheckoutSummary({
  lines,
  totals,
  couponCode,
  updating,
  placing,
  problem,
  onPlaceOrder,
}: CheckoutSummaryProps) {
  return (
    <section aria-labelledby="checkout-summary-heading" className="card p-5 sm:p-6 lg:sticky lg:top-24">
      <h2 id="checkout-summary-heading" className="mb-4 text-lg font-bold text-navy-900">
        {m.addresses_summary_heading()}
      </h2>
      <ul aria-label={m.addresses_summary_items()} className="divide-y divide-line">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3">
            <img
              src={line.image}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className="size-12 shrink-0 rounded-lg bg-canvas object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-ink">{line.name}</p>
              <p className="text-xs text-muted">
                {m.addresses_summary_quantity({ quantity: line.quantity })}
              </p>
            </div>
            <p className="text-sm font-medium text-ink tabular-nums">{formatAed(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl
        aria-busy={updating}
        className={`mt-4 space-y-3 border-t border-line pt-4 text-sm transition-opacity ${updating ? "opacity-60" : ""}`}
      >
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{m.orders_checkout_total()}</dt>
          <dd className="font-medium text-ink tabular-nums">{formatAed(totals.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{m.orders_checkout_delivery()}</dt>
          <dd className="font-medium text-ink tabular-nums">{formatAed(totals.delivery)}</dd>
        </div>
        {totals.discount !== null && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{m.orders_checkout_discount({ code: couponCode ?? "" })}</dt>
            <dd className="font-medium text-success-700 tabular-nums">- {formatAed(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-bold text-navy-900">{m.orders_checkout_grandTotal()}</dt>
          <dd className="font-bold text-navy-900 tabular-nums">{formatAed(totals.grandTotal)}</dd>
        </div>
      </dl>
      {problem && (
        <div
          role="alert"
          className="mt-4 rounded-(--radius-control) bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          <p className="font-medium">{problem}</p>
          <p className="mt-1">{m.addresses_summary_updated()}</p>
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary mt-6 w-full"
        disabled={placing || updating}
        aria-busy={placing}
        onClick={onPlaceOrder}
      >
        {placing ? m.orders_checkout_placing() : m.orders_checkout_placeOrder()}
      </button>
    </section>
  );
}
