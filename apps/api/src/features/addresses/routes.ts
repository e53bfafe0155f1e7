import { ADDRESS_MESSAGES, AddAddressInputSchema, IdParamSchema } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { currentUserId, requireUser } from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as addresses from "./service.js";

export function addressRoutes({ prisma }: AppDeps): Router {
  const router = Router();

  router.get("/view_addresses", requireUser, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ addresses: await addresses.getAddresses(prisma, currentUserId(req)) });
  });

  router.post("/add_address", requireUser, validate({ body: AddAddressInputSchema }), async (req, res) => {
    const { body } = input(req, { body: AddAddressInputSchema });
    const address = await addresses.addAddress(prisma, currentUserId(req), body);
    res.status(201).json({ message: ADDRESS_MESSAGES.added, address });
  });

  router.put(
    "/set_default_address/:id",
    requireUser,
    validate({ params: IdParamSchema }),
    async (req, res) => {
      const { params } = input(req, { params: IdParamSchema });
      await addresses.makeDefault(prisma, currentUserId(req), params.id);
      res.json({ message: ADDRESS_MESSAGES.defaultChanged });
    },
  );

  router.delete("/delete_address/:id", requireUser, validate({ params: IdParamSchema }), async (req, res) => {
    const { params } = input(req, { params: IdParamSchema });
    await addresses.removeAddress(prisma, currentUserId(req), params.id);
    res.json({ message: ADDRESS_MESSAGES.deleted });
  });

  return router;
}
