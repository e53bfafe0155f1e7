import { z } from "zod";

/** GET /api/store_info: where customers reach the business (chat hand-offs, support page, footer). */
export const StoreInfoSchema = z.object({
  /** Digits only, with the country code: the wa.me number. */
  whatsapp_number: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;
