/** Digits only, as wa.me wants them: country code first, no plus sign, no spaces. */
function toWaNumber(number: string): string {
  return number.replace(/\D/g, "");
}

/** A https://wa.me link that opens a chat with `number` and `text` prefilled (spec section 7). */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${toWaNumber(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The contact form's chat message (spec section 7: lines NAME, EMAIL, PHONE, MESSAGE). */
export function contactFormMessage(form: {
  name: string;
  email: string;
  phone: string;
  message: string;
}): string {
  return [
    `NAME: ${form.name}`,
    `EMAIL: ${form.email}`,
    `PHONE: ${form.phone}`,
    `MESSAGE: ${form.message}`,
  ].join("\n");
}

/** Opens a chat hand-off in a new tab (the store page stays open behind it). */
export function openWhatsapp(number: string, text?: string): void {
  window.open(whatsappLink(number, text), "_blank", "noopener,noreferrer");
}
