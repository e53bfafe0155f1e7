import { Router } from "express";
import type { AppDeps } from "../../app.js";

/** The store's public contact email; the phone and WhatsApp number come from configuration. */
export const STORE_EMAIL = "support@carcare.ae";

export interface StoreInfo {
  whatsapp_number: string;
  phone: string;
  email: string;
}

/** GET /api/store_info: where customers reach the business (chat hand-offs, support page). */
export function storeInfoRoutes({ env }: AppDeps): Router {
  const router = Router();
  router.get("/store_info", (_req, res) => {
    const info: StoreInfo = {
      whatsapp_number: env.BUSINESS_WHATSAPP_NUMBER,
      phone: `+${env.BUSINESS_WHATSAPP_NUMBER}`,
      email: STORE_EMAIL,
    };
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(info);
  });
  return router;
}
