import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { getHealth } from "./service.js";

export function healthRoutes({ prisma, version }: AppDeps): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const health = await getHealth(prisma, version);
    res.setHeader("Cache-Control", "no-store");
    res.status(health.database === "up" ? 200 : 503).json(health);
  });
  return router;
}
