import { ADDRESS_MESSAGES } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { API } from "../../lib/endpoints.js";
import { route } from "../../lib/route.js";
import * as addresses from "./service.js";

export function addressRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  route(router, API.viewAddresses, async ({ userId, res }) => {
    res.setHeader("Cache-Control", "no-store");
    return { addresses: await addresses.getAddresses(prisma, userId) };
  });

  route(router, API.addAddress, async ({ userId, body }) => {
    const address = await addresses.addAddress(prisma, userId, body);
    return { message: ADDRESS_MESSAGES.added, address };
  });

  route(router, API.setDefaultAddress, async ({ userId, params }) => {
    await addresses.makeDefault(prisma, userId, params.id);
    return { message: ADDRESS_MESSAGES.defaultChanged };
  });

  route(router, API.deleteAddress, async ({ userId, params }) => {
    await addresses.removeAddress(prisma, userId, params.id);
    return { message: ADDRESS_MESSAGES.deleted };
  });

  return router;
}
