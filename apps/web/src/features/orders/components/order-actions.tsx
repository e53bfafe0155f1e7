import type { OrderPage } from "@carcare/contracts";
import { useEffect, useRef, useState } from "react";
import { isolateLtr } from "../../../lib/direction";
import { userMessageOf } from "../../../lib/api-client";
import { WhatsappIcon } from "../../../ui/page-icons";
import { useCancelOrder } from "../api/cancel-order";
import { orderPageActions } from "../utils/order-page";
import { orderPaymentLink } from "../utils/payment-link";
import { m } from "../../../paraglide/messages.js";

/**
 * What the customer can do now: Pay now (a WhatsApp order awaiting payment), Cancel while the API
 * allows it, with a confirmation step; the outcome is said in place (a refusal with its reason).
 */
export function OrderActions({ order, whatsappNumber }: { order: OrderPage; whatsappNumber: string }) {
  const actions = orderPageActions(order);
  const cancel = useCancelOrder(order.order_number);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      (cancelButton.current ?? outcome.current)?.focus();
    }
  }, [confirming]);

  const keep = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  const confirmCancel = () => {
    cancel.mutate(undefined, {
      onSettled: () => {
        returnFocus.current = true;
        setConfirming(false);
      },
    });
  };

  let intro: string | null = null;
  if (order.status === "pending_payment") {
    intro =
      order.payment_method === "whatsapp" ? m.orders_page_awaitingPayment() : m.orders_page_payOnDelivery();
  }
  const hasSomething = intro || actions.payNow || actions.cancel || cancel.isSuccess || cancel.isError;
  if (!hasSomething) return null;

  return (
    <div className="card p-5 sm:p-6">
      {intro && <p className="text-sm text-ink">{intro}</p>}
      {(actions.payNow || actions.cancel) && !confirming && (
        <div className="mt-4 flex flex-wrap gap-3">
          {actions.payNow && (
            <>
              <a
                href={orderPaymentLink(whatsappNumber, order)}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby="pay-now-hint"
                className="btn btn-primary w-full sm:w-auto"
              >
                <WhatsappIcon className="size-5" />
                {m.orders_page_payNow()}
              </a>
              <span id="pay-now-hint" className="sr-only">
                {m.orders_page_payNowHint()}
              </span>
            </>
          )}
          {actions.cancel && (
            <button
              ref={cancelButton}
              type="button"
              className="btn btn-secondary w-full sm:w-auto"
              onClick={() => {
                cancel.reset();
                setConfirming(true);
              }}
            >
              {m.orders_page_cancel()}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <div
          role="group"
          aria-labelledby="cancel-question"
          className="mt-4 rounded-(--radius-control) border border-danger-500/30 bg-danger-50 p-4"
        >
          <p id="cancel-question" className="text-sm font-semibold text-ink">
            {m.orders_page_cancelQuestion({ number: isolateLtr(order.order_number) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              className="btn w-full bg-danger-700 text-white shadow-sm hover:bg-danger-600 sm:w-auto"
              disabled={cancel.isPending}
              onClick={confirmCancel}
            >
              {cancel.isPending ? m.orders_page_cancelling() : m.orders_page_cancelConfirm()}
            </button>
            <button
              type="button"
              className="btn btn-secondary w-full sm:w-auto"
              disabled={cancel.isPending}
              onClick={keep}
            >
              {m.orders_page_cancelKeep()}
            </button>
          </div>
        </div>
      )}
      <p
        ref={outcome}
        tabIndex={-1}
        role="status"
        className="text-sm font-semibold text-success-700 empty:hidden focus:outline-none"
      >
        {cancel.isSuccess ? m.orders_page_cancelDone() : ""}
      </p>
      {cancel.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {userMessageOf(cancel.error)}
        </p>
      )}
    </div>
  );
}
