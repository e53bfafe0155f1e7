import type { StoreInfo } from "@carcare/contracts";

/** The store's public contact email; the phone and WhatsApp number come from configuration. */
export const STORE_EMAIL = "support@carcare.ae";

/** The store's contacts, from its configured WhatsApp number. */
export function storeInfo(whatsappNumber: string): StoreInfo {
  return { whatsapp_number: whatsappNumber, phone: `+${whatsappNumber}`, email: STORE_EMAIL };
}

/** The store's name as invoices and emails give it. */
export const STORE_NAME = "CarCare Abu Dhabi";

/** The business WhatsApp number when BUSINESS_WHATSAPP_NUMBER is not set (the API and `pnpm ops`). */
export const DEFAULT_BUSINESS_WHATSAPP_NUMBER = "971501234567";
