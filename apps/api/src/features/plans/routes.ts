import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as plans from "./service.js";

export function plansRoutes(deps: AppDeps): Router {
  const db = databaseOf(deps);
  const router = Router();

  route(router, API.viewPlans, async () => ({ plan: await plans.listPlans(db) }));

  route(router, API.getSubscriptionStatus, ({ userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return plans.getSubscriptionStatus(db, userId);
  });

  return router;
}
