import { API } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { route } from "../../lib/route.js";
import { getHealth } from "./service.js";

export function healthRoutes({ db, version }: { db: Db; version: string }): Router {
  const router = Router();
  route(router, API.health, async ({ res }) => {
    const health = await getHealth(db, version);
    res.status(health.database === "up" ? 200 : 503);
    return health;
  });
  return router;
}
