import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import * as plans from "./service.js";

export function plansRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  router.get("/view_plans", async (_req, res) => {
    res.json({ plan: await plans.listPlans(prisma) });
  });

  router.get("/get_subscription_status", requireUser, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await plans.getSubscriptionStatus(prisma, currentUserId(req)));
  });

  return router;
}
