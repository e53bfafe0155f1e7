import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAed } from "../../../lib/format";
import { vatPartOf } from "../../../lib/vat";
import type { CartTotals } from "../lib/cart-totals";
import { m } from "../../../paraglide/messages.js";
import { localHref } from "../../../lib/language";

interface CartSummaryProps {
  totals: CartTotals;
  /** The VAT rate prices include (store_info): the grand total's VAT part is shown under it. */
  vatRatePercent: number;
  couponCode: string | null;
  /** True while the server recomputes after a change: the figures may be about to move. */
  updating: boolean;
  /** The coupon code box, above the figures. */
  children?: ReactNode;
}

/** Total, Delivery, Discount when applied, Grand total incl. VAT and its VAT part, then CHECKOUT to /address. */
export function CartSummary({ totals, vatRatePercent, couponCode, updating, children }: CartSummaryProps) {
  return (
    <section aria-labelledby="summary-heading" className="card p-5 sm:p-6">
      <h2 id="summary-heading" className="mb-4 text-lg font-bold text-navy-900">
        {m.cart_summary_heading()}
      </h2>
      {children}
      <dl
        aria-busy={updating}
        className={`mt-5 space-y-3 text-sm transition-opacity ${updating ? "opacity-60" : ""}`}
      >
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{m.cart_summary_total()}</dt>
          <dd className="font-medium text-ink tabular-nums">{formatAed(totals.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{m.cart_summary_delivery()}</dt>
          <dd className="font-medium text-ink tabular-nums">{formatAed(totals.delivery)}</dd>
        </div>
        {totals.discount !== null && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{m.cart_summary_discount({ code: couponCode ?? "" })}</dt>
            <dd className="font-medium text-green-700 tabular-nums">- {formatAed(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-bold text-navy-900">{m.cart_summary_grandTotal()}</dt>
          <dd className="shrink-0 font-bold whitespace-nowrap text-navy-900 tabular-nums">
            {formatAed(totals.grandTotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-xs">
          <dt className="text-muted">{m.cart_summary_vat({ rate: vatRatePercent })}</dt>
          <dd className="text-muted tabular-nums">
            {formatAed(vatPartOf(totals.grandTotal, vatRatePercent))}
          </dd>
        </div>
      </dl>
      <Link to={localHref("/address")} className="btn btn-primary mt-6 w-full">
        {m.cart_summary_checkout()}
      </Link>
    </section>
  );
}
