import { API } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { route } from "../../lib/route.js";
import * as plans from "./service.js";

export function plansRoutes({ db }: { db: Db }): Router {
  const router = Router();

  route(router, API.viewPlans, async ({ language }) => ({ plan: await plans.listPlans(db, language) }));

  route(router, API.getSubscriptionStatus, ({ userId, language }) => {
    return plans.getSubscriptionStatus(db, userId, new Date(), language);
  });

  return router;
}
