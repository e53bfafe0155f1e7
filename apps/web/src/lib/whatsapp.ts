import { whatsappLink } from "@carcare/contracts/whatsapp-link";
import type { TFunction } from "i18next";

// One link builder for the store: the emails use the same one.
export { whatsappLink };

/**
 * The contact form's chat message (spec section 7: lines NAME, EMAIL, PHONE, MESSAGE), its labels
 * from the catalogue (common.whatsappMessage) through the caller's `t`.
 */
export function contactFormMessage(
  form: { name: string; email: string; phone: string; message: string },
  t: TFunction,
): string {
  return [
    t("common.whatsappMessage.name", { value: form.name }),
    t("common.whatsappMessage.email", { value: form.email }),
    t("common.whatsappMessage.phone", { value: form.phone }),
    t("common.whatsappMessage.message", { value: form.message }),
  ].join("\n");
}

/** Opens a chat hand-off in a new tab (the store page stays open behind it). */
export function openWhatsapp(number: string, text?: string): void {
  window.open(whatsappLink(number, text), "_blank", "noopener,noreferrer");
}
