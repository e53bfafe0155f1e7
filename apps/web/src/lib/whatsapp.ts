import type { TFunction } from "i18next";

/** Digits only, as wa.me wants them: country code first, no plus sign, no spaces. */
function toWaNumber(number: string): string {
  return number.replace(/\D/g, "");
}

/** A https://wa.me link that opens a chat with `number` and `text` prefilled (spec section 7). */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${toWaNumber(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

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
