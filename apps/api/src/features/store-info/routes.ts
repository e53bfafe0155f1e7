import { API } from "@carcare/contracts";
import { Router } from "express";
import type { Env } from "../../env.js";
import { route } from "../../lib/route.js";
import { businessContacts } from "./service.js";

/** GET /api/store_info: where customers reach the business (chat hand-offs, support page). */
export function storeInfoRoutes({ env }: { env: Pick<Env, "BUSINESS_WHATSAPP_NUMBER"> }): Router {
  const router = Router();
  const info = businessContacts(env.BUSINESS_WHATSAPP_NUMBER);
  route(router, API.storeInfo, () => info);
  return router;
}
