import { ADDRESS_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as addresses from "./service.js";

export function addressRoutes(deps: AppDeps): Router {
  const db = databaseOf(deps);
  const router = Router();

  route(router, API.viewAddresses, async ({ userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return { addresses: await addresses.getAddresses(db, userId) };
  });

  route(router, API.addAddress, async ({ userId, body }) => {
    const address = await addresses.addAddress(db, userId, body);
    return { message: ADDRESS_MESSAGES.added, address };
  });

  route(router, API.setDefaultAddress, async ({ userId, params }) => {
    await addresses.makeDefault(db, userId, params.id);
    return { message: ADDRESS_MESSAGES.defaultChanged };
  });

  route(router, API.deleteAddress, async ({ userId, params }) => {
    await addresses.removeAddress(db, userId, params.id);
    return { message: ADDRESS_MESSAGES.deleted };
  });

  return router;
}
