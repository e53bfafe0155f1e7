import { ADDRESS_MESSAGES, API } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { route } from "../../lib/route.js";
import * as addresses from "./service.js";

export function addressRoutes({ db }: { db: Db }): Router {
  const router = Router();

  route(router, API.viewAddresses, async ({ userId }) => {
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
