import type { StoreInfo } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";

/** The store's public contact email; the phone and WhatsApp number come from configuration. */
export const STORE_EMAIL = "support@carcare.ae";

/** The store's contacts, from its configured WhatsApp number. */
export function storeInfo(whatsappNumber: string): StoreInfo {
  return { whatsapp_number: whatsappNumber, phone: `+${whatsappNumber}`, email: STORE_EMAIL };
}

/** GET /api/store_info: where customers reach the business (chat hand-offs, support page). */
export function storeInfoRoutes({ env }: AppDeps): Router {
  const router = Router();
  router.get("/store_info", (_req, res) => {
    const info = storeInfo(env.BUSINESS_WHATSAPP_NUMBER);
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(info);
  });
  return router;
}
