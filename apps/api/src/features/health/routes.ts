import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import { getHealth } from "./service.js";

export function healthRoutes(deps: AppDeps): Router {
  const db = databaseOf(deps);
  const router = Router();
  route(router, API.health, async ({ res }) => {
    const health = await getHealth(db, deps.version);
    res.setHeader("Cache-Control", "no-store");
    res.status(health.database === "up" ? 200 : 503);
    return health;
  });
  return router;
}
