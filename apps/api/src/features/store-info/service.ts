import type { StoreInfo } from "@carcare/contracts";

/** The store's public contact email; the phone and WhatsApp number come from configuration. */
export const STORE_EMAIL = "support@carcare.ae";

/** The store's contacts, from its configured WhatsApp number. */
export function storeInfo(whatsappNumber: string): StoreInfo {
  return { whatsapp_number: whatsappNumber, phone: `+${whatsappNumber}`, email: STORE_EMAIL };
}
