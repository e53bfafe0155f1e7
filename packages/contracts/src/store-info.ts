import { z } from "zod";
import { endpoint, named, ok } from "./endpoint.js";

/**
 * GET /api/store_info: where customers reach the business (chat hand-offs, support page, footer).
 * The OpenAPI document keeps the component name the clients know it by, StoreInfo.
 */
export const BusinessContactsSchema = z.object({
  /** Digits only, with the country code: the wa.me number. */
  whatsapp_number: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type BusinessContacts = z.infer<typeof BusinessContactsSchema>;

/**
 * The store's contacts and the settings checkout shows before an order is placed (issue 29): the VAT
 * rate its prices include (VAT_RATE_PERCENT) and pay on delivery's limit and fee (COD_MAX_AED,
 * COD_FEE_AED), in AED.
 */
export const StoreInfoSchema = BusinessContactsSchema.extend({
  vat_rate_percent: z.number().int(),
  pay_on_delivery: z.object({
    /** Orders whose grand total (with the fee) is above this are paid by WhatsApp only. */
    max_total: z.number(),
    fee: z.number(),
  }),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const storeInfoEndpoints = {
  storeInfo: endpoint({
    method: "get",
    cacheControl: "public, max-age=300",
    path: "/store_info",
    tag: "store",
    summary: "Where customers reach the business (chat, phone, email)",
    description:
      "The business's WhatsApp number, phone and email as configured for this store, with the VAT rate and the pay-on-delivery terms. Public; read once per page load.",
    answers: { 200: ok("The store's contacts", named("StoreInfo", StoreInfoSchema)) },
    noDatabase: true,
  }),
} as const;
