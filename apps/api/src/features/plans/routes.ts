import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as plans from "./service.js";

export function plansRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  route(router, API.viewPlans, async () => ({ plan: await plans.listPlans(prisma) }));

  route(router, API.getSubscriptionStatus, ({ userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return plans.getSubscriptionStatus(prisma, userId);
  });

  return router;
}
