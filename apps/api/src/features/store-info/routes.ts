import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import { storeInfo } from "./service.js";

/** GET /api/store_info: where customers reach the business (chat hand-offs, support page). */
export function storeInfoRoutes({ env }: AppDeps): Router {
  const router = Router();
  route(router, API.storeInfo, ({ res }) => {
    const info = storeInfo(env.BUSINESS_WHATSAPP_NUMBER);
    res.setHeader("Cache-Control", "public, max-age=300");
    return info;
  });
  return router;
}
