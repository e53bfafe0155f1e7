import { type OrderChatDetails, orderChatMessage, whatsappLink } from "@carcare/contracts/whatsapp";
import { currentLanguage } from "../../../lib/language";

/**
 * Make Payment's link: the business chat with the order message (spec section 7) built from the
 * server's order answer, in the page's language: the same text the order-received email links to. Kept out of lib/whatsapp,
 * which every page loads for its chat links, so only the confirm page ships the order text.
 */
export function orderPaymentLink(number: string, order: OrderChatDetails): string {
  return whatsappLink(number, orderChatMessage(order, currentLanguage()));
}
