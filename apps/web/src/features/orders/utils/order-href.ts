import { localHref } from "../../../lib/language";

/** The order's own page (/orders/CC-…, /ar/orders/CC-… in Arabic); on its own, so a link to it costs the confirm page nothing more. */
export function orderPageHref(orderNumber: string): string {
  return localHref(`/orders/${encodeURIComponent(orderNumber)}`);
}
