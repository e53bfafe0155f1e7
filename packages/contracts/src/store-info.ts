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

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const storeInfoEndpoints = {
  storeInfo: endpoint({
    method: "get",
    cacheControl: "public, max-age=300",
    path: "/store_info",
    tag: "store",
    summary: "Where customers reach the business (chat, phone, email)",
    answers: { 200: ok("The store's contacts", named("StoreInfo", BusinessContactsSchema)) },
    noDatabase: true,
  }),
} as const;
