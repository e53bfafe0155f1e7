import { whatsappLink } from "@carcare/contracts/whatsapp-link";
import { m } from "../paraglide/messages.js";

// One link builder for the store: the emails use the same one.
export { whatsappLink };

/**
 * The contact form's chat message (spec section 7: lines NAME, EMAIL, PHONE, MESSAGE), its labels
 * from the messages (common.whatsappMessage) in the page's language.
 */
export function contactFormMessage(form: {
  name: string;
  email: string;
  phone: string;
  message: string;
}): string {
  return [
    m.common_whatsappMessage_name({ value: form.name }),
    m.common_whatsappMessage_email({ value: form.email }),
    m.common_whatsappMessage_phone({ value: form.phone }),
    m.common_whatsappMessage_message({ value: form.message }),
  ].join("\n");
}

/** Opens a chat hand-off in a new tab (the store page stays open behind it). */
export function openWhatsapp(number: string, text?: string): void {
  window.open(whatsappLink(number, text), "_blank", "noopener,noreferrer");
}
