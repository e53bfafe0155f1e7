import { aedToFils, API, filsToAed, type StoreInfo } from "@carcare/contracts";
import { Router } from "express";
import type { Env } from "../../env.js";
import { route } from "../../lib/route.js";
import { businessContacts } from "./service.js";

/**
 * GET /api/store_info: where customers reach the business (chat hand-offs, support page), and what
 * checkout shows before an order exists: the VAT rate prices include, pay on delivery's limit and fee.
 */
export function storeInfoRoutes({
  env,
}: {
  env: Pick<Env, "BUSINESS_WHATSAPP_NUMBER" | "VAT_RATE_PERCENT" | "COD_MAX_AED" | "COD_FEE_AED">;
}): Router {
  const router = Router();
  const info: StoreInfo = {
    ...businessContacts(env.BUSINESS_WHATSAPP_NUMBER),
    vat_rate_percent: env.VAT_RATE_PERCENT,
    pay_on_delivery: {
      max_total: filsToAed(aedToFils(env.COD_MAX_AED)),
      fee: filsToAed(aedToFils(env.COD_FEE_AED)),
    },
  };
  route(router, API.storeInfo, () => info);
  return router;
}
