// Who the store is, as its emails and invoices name it: shared by the API and `pnpm ops`.
import type { BusinessContacts } from "@carcare/contracts";

/** The store's name as invoices and emails give it. */
export const STORE_NAME = "CarCare Abu Dhabi";

/** The store's public contact email; the phone and WhatsApp number come from configuration. */
export const STORE_EMAIL = "support@carcare.ae";

/** The business WhatsApp number when BUSINESS_WHATSAPP_NUMBER is not set (the API and `pnpm ops`). */
export const DEFAULT_BUSINESS_WHATSAPP_NUMBER = "971501234567";

/** The sender when MAIL_FROM is not set (the API and `pnpm ops`). */
export const DEFAULT_MAIL_FROM = "CarCare Abu Dhabi <no-reply@carcare.ae>";

/** The store's contacts, from its configured WhatsApp number. */
export function businessContacts(whatsappNumber: string): BusinessContacts {
  return { whatsapp_number: whatsappNumber, phone: `+${whatsappNumber}`, email: STORE_EMAIL };
}
