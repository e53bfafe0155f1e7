import type { OrderPage } from "@carcare/contracts";
import { formatAed } from "../../../lib/format";
import { isolateLtr } from "../../../lib/direction";
import { CartIcon } from "../../../ui/icons";
import { formatOrderDate } from "../utils/order-display";
import {
  addressLines,
  orderPageActions,
  orderTotalLines,
  paymentMethodWords,
  timelineWords,
} from "../utils/order-page";
import { m } from "../../../paraglide/messages.js";
import { OrderActions } from "./order-actions";

// The order page's sections below its heading, in a chunk of their own (serverRenderedLazy in
// order-page-view.tsx): the page's first load stays within budget.

const sectionHeading = "text-lg font-bold text-navy-900";
// Names and addresses are typed in either script: each is isolated in a <bdi>, so it takes its own
// text's direction (an English address on an Arabic page reads whole) and stays on the page's side.

function OrderLines({ order }: { order: OrderPage }) {
  return (
    <section aria-labelledby="order-items-heading" className="card p-5 sm:p-6">
      <h2 id="order-items-heading" className={sectionHeading}>
        {m.orders_page_items()}
      </h2>
      <ul className="mt-3 divide-y divide-line border-y border-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3 text-sm">
            {item.image ? (
              <img
                src={item.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0 rounded-lg bg-canvas object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-lg bg-canvas text-muted"
              >
                <CartIcon className="size-6" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-ink">
                <bdi>{item.name}</bdi>
              </p>
              <p className="text-xs text-muted">
                {m.orders_page_itemQuantity({ quantity: item.quantity, price: formatAed(item.price) })}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-ink tabular-nums">
              <span className="sr-only">{m.orders_page_amount()} </span>
              {formatAed(item.total)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderTotals({ order }: { order: OrderPage }) {
  const lines = orderTotalLines(order);
  return (
    <section aria-labelledby="order-totals-heading" className="card p-5 sm:p-6">
      <h2 id="order-totals-heading" className={sectionHeading}>
        {m.orders_page_totals()}
      </h2>
      <dl className="mt-4 space-y-3 text-sm" data-testid="order-totals">
        {lines.map((line) => {
          const grand = line.key === "grandTotal";
          const vat = line.key === "vat";
          return (
            <div
              key={line.key}
              className={`flex justify-between gap-4 ${grand ? "border-t border-line pt-3 text-base" : ""} ${vat ? "-mt-2 text-xs" : ""}`}
            >
              <dt className={grand ? "font-bold text-navy-900" : "text-muted"}>{line.label}</dt>
              <dd
                className={`whitespace-nowrap tabular-nums ${grand ? "font-bold text-navy-900" : vat ? "text-muted" : line.negative ? "font-medium text-success-700" : "font-medium text-ink"}`}
              >
                {line.negative ? `- ${formatAed(line.amount)}` : formatAed(line.amount)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function OrderTimeline({ order }: { order: OrderPage }) {
  return (
    <section aria-labelledby="order-timeline-heading" className="card p-5 sm:p-6">
      <h2 id="order-timeline-heading" className={sectionHeading}>
        {m.orders_page_timeline()}
      </h2>
      <ol className="mt-4 grid gap-4 border-s-2 border-line ps-5">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className={`absolute -start-[1.75rem] top-1 size-3 rounded-full ring-4 ring-white ${index === order.timeline.length - 1 ? "bg-brand-600" : "bg-line"}`}
            />
            <p className="font-semibold text-ink">{timelineWords(entry.status)}</p>
            <p className="text-muted">
              <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function DeliveryAndPayment({ order }: { order: OrderPage }) {
  return (
    <section aria-labelledby="order-delivery-heading" className="card grid gap-5 p-5 sm:p-6">
      <div>
        <h2 id="order-delivery-heading" className={sectionHeading}>
          {m.orders_page_deliverTo()}
        </h2>
        <address className="mt-2 text-sm text-ink not-italic">
          <p className="font-semibold">
            <bdi>{order.name}</bdi>
          </p>
          {addressLines(order.address).map((line) => (
            <p key={line} className="break-words">
              <bdi>{line}</bdi>
            </p>
          ))}
          <p>{m.orders_page_mobile({ phone: isolateLtr(order.contact) })}</p>
        </address>
      </div>
      <div>
        <h2 className={sectionHeading}>{m.orders_page_payment()}</h2>
        <p className="mt-2 text-sm font-medium text-ink">{paymentMethodWords(order.payment_method)}</p>
        <p className="text-sm text-muted">
          {order.paid_at
            ? m.orders_page_paidOn({ date: formatOrderDate(order.paid_at) })
            : order.status === "cancelled"
              ? null
              : m.orders_page_notPaid()}
        </p>
      </div>
    </section>
  );
}

/** One tax document's download and, under it, its number and date (which describe the link). */
function DocumentDownload({
  document,
  id,
  label,
  detail,
}: {
  document: NonNullable<OrderPage["invoice"]>;
  id: string;
  label: string;
  detail: (facts: { number: string; date: string }) => string;
}) {
  return (
    <div>
      <a href={document.url} download className="btn btn-secondary w-full sm:w-auto" aria-describedby={id}>
        {label}
      </a>
      <p id={id} className="mt-1 text-xs text-muted">
        {detail({ number: isolateLtr(document.number), date: formatOrderDate(document.issued_at) })}
      </p>
    </div>
  );
}

function TaxDocuments({ order }: { order: OrderPage }) {
  const { invoice, creditNote } = orderPageActions(order);
  return (
    <section aria-labelledby="order-documents-heading" className="card p-5 sm:p-6">
      <h2 id="order-documents-heading" className={sectionHeading}>
        {m.orders_page_documents()}
      </h2>
      {!invoice && !creditNote && <p className="mt-2 text-sm text-muted">{m.orders_page_invoiceLater()}</p>}
      <div className="mt-3 grid gap-4">
        {invoice && (
          <DocumentDownload
            document={invoice}
            id="invoice-number"
            label={m.orders_page_downloadInvoice()}
            detail={m.orders_page_invoiceNumber}
          />
        )}
        {creditNote && (
          <DocumentDownload
            document={creditNote}
            id="credit-note-number"
            label={m.orders_page_downloadCreditNote()}
            detail={m.orders_page_creditNoteNumber}
          />
        )}
      </div>
    </section>
  );
}

/** What can be done now, the lines, history, totals, address, payment and documents. */
export function OrderPageDetails({ order, whatsappNumber }: { order: OrderPage; whatsappNumber: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid gap-6">
        <OrderActions order={order} whatsappNumber={whatsappNumber} />
        <OrderLines order={order} />
        <OrderTimeline order={order} />
      </div>
      <div className="grid gap-6">
        <OrderTotals order={order} />
        <DeliveryAndPayment order={order} />
        <TaxDocuments order={order} />
      </div>
    </div>
  );
}
