import type { OrderDetails } from "@carcare/contracts";
import { hasDiscount } from "@carcare/contracts/whatsapp";
import { formatAed } from "../../../lib/format";
import { CheckCircleIcon } from "../../../ui/icons";
import { WhatsappIcon } from "../../../ui/page-icons";
import { Link } from "react-router";
import { orderPageHref } from "../utils/order-href";
import { orderPaymentLink } from "../utils/payment-link";
import { m } from "../../../paraglide/messages.js";
import { isolateLtr } from "../../../lib/direction";
import { placeName } from "../../../lib/places";

/**
 * Confirm (spec section 2): the order is placed and awaits payment. Make Payment opens the business
 * chat with the order message of spec section 7; payment is confirmed there, outside the store. An
 * order paid on delivery (issue 29) says the amount to pay at the door instead. The page and the
 * message read the same server answer: one reference (CC-…), the same figures, the order's own VAT.
 */
export function OrderConfirmation({
  order,
  whatsappNumber,
}: {
  order: OrderDetails;
  whatsappNumber: string;
}) {
  const address = order.address;
  const addressText = [
    [address.building_name, address.floor_apartment_no, address.street].filter(Boolean).join(", "),
    [address.area_district, address.landmark ?? ""].filter(Boolean).join(", "),
    [placeName(address.city), placeName(address.state), placeName(address.country), address.zip_code]
      .filter(Boolean)
      .join(", "),
  ].filter(Boolean);
  const onDelivery = order.payment_method === "pay_on_delivery";
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div className="card px-5 py-8 text-center sm:px-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-success-50 text-success-700">
          <CheckCircleIcon className="size-8" />
        </span>
        <h1 id="page-heading" className="mt-4 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {m.orders_confirm_heading()}
        </h1>
        {onDelivery ? (
          <div className="mx-auto mt-6 max-w-md rounded-(--radius-control) bg-brand-50 px-4 py-3 text-brand-800">
            <p className="text-base font-semibold" data-testid="pay-on-delivery">
              {m.orders_confirm_payOnDelivery({ amount: formatAed(order.grand_total) })}
            </p>
            <p className="mt-1 text-sm">{m.orders_confirm_payOnDeliveryHint()}</p>
          </div>
        ) : (
          <>
            <p className="mt-2 text-muted">{m.orders_confirm_pay()}</p>
            <a
              href={orderPaymentLink(whatsappNumber, order)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby="make-payment-hint"
              className="btn btn-primary mt-6 w-full sm:w-auto"
            >
              <WhatsappIcon className="size-5" />
              {m.orders_confirm_makePayment()}
            </a>
            <p id="make-payment-hint" className="mt-2 text-xs text-muted">
              {m.orders_confirm_makePaymentHint()}
            </p>
          </>
        )}
      </div>

      <section aria-labelledby="order-summary-heading" className="card p-5 sm:p-6">
        <h2 id="order-summary-heading" className="text-lg font-bold text-navy-900">
          {m.orders_confirm_summary()}
        </h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{m.orders_confirm_orderNumber()}</dt>
            <dd className="font-semibold text-ink" data-testid="order-number">
              {order.order_number}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{m.orders_confirm_deliverTo()}</dt>
            <dd className="font-semibold text-ink">{order.name}</dd>
            {addressText.map((line) => (
              <dd key={line} className="break-words text-ink">
                {line}
              </dd>
            ))}
            <dd className="text-ink">{m.orders_confirm_mobile({ phone: isolateLtr(order.contact) })}</dd>
          </div>
        </dl>

        <h3 className="mt-6 text-sm font-semibold text-navy-900">{m.orders_confirm_items()}</h3>
        <ul aria-label={m.orders_confirm_items()} className="mt-2 divide-y divide-line border-y border-line">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3 text-sm">
              <img
                src={item.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-lg bg-canvas object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-ink">{item.name}</p>
                <p className="text-xs text-muted">
                  {m.orders_confirm_itemQuantity({
                    quantity: item.quantity,
                    price: formatAed(item.price),
                  })}
                </p>
              </div>
              <p className="font-medium text-ink tabular-nums">{formatAed(item.total)}</p>
            </li>
          ))}
        </ul>

        <dl className="mt-4 space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{m.orders_confirm_total()}</dt>
            <dd className="font-medium text-ink tabular-nums">{formatAed(order.total_price)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{m.orders_confirm_delivery()}</dt>
            <dd className="font-medium text-ink tabular-nums">{formatAed(order.delivery_fee)}</dd>
          </div>
          {hasDiscount(order.discount, order.coupon) && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">
                {order.coupon
                  ? m.orders_confirm_couponUsed({
                      code: order.coupon.coupon_code,
                      percent: order.coupon.discount_percentage,
                    })
                  : m.orders_confirm_discount()}
              </dt>
              <dd className="font-medium text-success-700 tabular-nums">- {formatAed(order.discount)}</dd>
            </div>
          )}
          {order.cod_fee > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">{m.orders_confirm_codFee()}</dt>
              <dd className="font-medium text-ink tabular-nums">{formatAed(order.cod_fee)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-bold text-navy-900">{m.orders_confirm_grandTotal()}</dt>
            <dd className="shrink-0 font-bold whitespace-nowrap text-navy-900 tabular-nums">
              {formatAed(order.grand_total)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 text-xs">
            <dt className="text-muted">{m.orders_confirm_vat({ rate: order.vat_rate_percent })}</dt>
            <dd className="text-muted tabular-nums">{formatAed(order.vat)}</dd>
          </div>
        </dl>
        <p className="mt-6 rounded-(--radius-control) bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {onDelivery ? m.orders_confirm_invoiceNoteOnDelivery() : m.orders_confirm_invoiceNote()}
        </p>
        <p className="mt-4 text-sm">
          <Link
            to={orderPageHref(order.order_number)}
            className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
          >
            {m.orders_confirm_viewOrder()}
          </Link>
        </p>
      </section>
    </div>
  );
}
