import type { PaymentMethod } from "@carcare/contracts";
import { formatAed } from "../../../lib/format";
import { m } from "../../../paraglide/messages.js";
import type { CheckoutTotals } from "../utils/checkout-totals";

export interface CheckoutLine {
  id: number;
  name: string;
  image: string;
  quantity: number;
  /** The line's total, AED. */
  total: number;
}

/** The payment choice at Place Order (issue 29): WhatsApp link, or on delivery within the store's limit. */
export interface PaymentChoice {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** False when the grand total with the fee is above the limit: the option is disabled, with the reason. */
  onDeliveryAvailable: boolean;
  /** Pay on delivery's fee and limit, AED (store_info). */
  onDeliveryFee: number;
  onDeliveryLimit: number;
}

interface CheckoutSummaryProps {
  lines: CheckoutLine[];
  totals: CheckoutTotals;
  payment: PaymentChoice;
  couponCode: string | null;
  /** True while the figures are being read again: they may be about to move. */
  updating: boolean;
  placing: boolean;
  /** Why the last Place Order was refused (the API's words), shown until the next attempt. */
  problem: string | null;
  onPlaceOrder: () => void;
}

/**
 * The checkout's order: item rows, the payment method, Total, Delivery, Discount when a coupon
 * applies, the pay-on-delivery fee when chosen (and not 0), Grand total incl. VAT and its VAT part,
 * Place Order.
 */
export function CheckoutSummary({
  lines,
  totals,
  payment,
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
      <PaymentOptions payment={payment} />
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
        {totals.codFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{m.orders_checkout_codFee()}</dt>
            <dd className="font-medium text-ink tabular-nums">{formatAed(totals.codFee)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
          <dt className="font-bold text-navy-900">{m.orders_checkout_grandTotal()}</dt>
          <dd className="shrink-0 font-bold whitespace-nowrap text-navy-900 tabular-nums">
            {formatAed(totals.grandTotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-xs">
          <dt className="text-muted">{m.orders_checkout_vat({ rate: totals.vatRatePercent })}</dt>
          <dd className="text-muted tabular-nums">{formatAed(totals.vat)}</dd>
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

/** "Pay by WhatsApp link" or "Pay on delivery (cash or card)": native radios, each with its description. */
function PaymentOptions({ payment }: { payment: PaymentChoice }) {
  const onDeliveryNote = payment.onDeliveryAvailable
    ? [
        m.orders_checkout_payment_onDeliveryHint(),
        payment.onDeliveryFee > 0
          ? m.orders_checkout_payment_onDeliveryFee({ fee: formatAed(payment.onDeliveryFee) })
          : "",
      ]
        .filter(Boolean)
        .join(" ")
    : m.orders_checkout_payment_onDeliveryOverLimit({ limit: formatAed(payment.onDeliveryLimit) });
  const options: { method: PaymentMethod; label: string; note: string; disabled: boolean }[] = [
    {
      method: "whatsapp",
      label: m.orders_checkout_payment_whatsapp(),
      note: m.orders_checkout_payment_whatsappHint(),
      disabled: false,
    },
    {
      method: "pay_on_delivery",
      label: m.orders_checkout_payment_onDelivery(),
      note: onDeliveryNote,
      disabled: !payment.onDeliveryAvailable,
    },
  ];
  return (
    <fieldset className="mt-4 border-t border-line pt-4">
      <legend className="float-start mb-2 text-sm font-semibold text-navy-900">
        {m.orders_checkout_payment_heading()}
      </legend>
      <div className="clear-both grid gap-2">
        {options.map((option) => (
          <label
            key={option.method}
            className={`flex gap-3 rounded-(--radius-control) border p-3 text-sm ${
              payment.method === option.method ? "border-brand-600 bg-brand-50" : "border-line"
            } ${option.disabled ? "cursor-not-allowed opacity-70" : "cursor-pointer"}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={option.method}
              checked={payment.method === option.method}
              disabled={option.disabled}
              aria-labelledby={`payment-label-${option.method}`}
              aria-describedby={`payment-note-${option.method}`}
              onChange={() => payment.onChange(option.method)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span id={`payment-label-${option.method}`} className="block font-medium text-ink">
                {option.label}
              </span>
              <span id={`payment-note-${option.method}`} className="block text-xs text-muted">
                {option.note}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
