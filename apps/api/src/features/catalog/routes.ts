import { PathIdParamSchema, ProductListQuerySchema } from "@carcare/contracts";
import { Router } from "express";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { input, validate } from "../../lib/validate.js";
import * as catalog from "./service.js";
import { createTotalCache } from "./total-cache.js";

/** The catalogue is read only through the store API: products change through the operator tools. */
export function catalogRoutes({ prisma, sql }: AppDeps): Router {
  const router = Router();
  const deps: catalog.CatalogDeps = { db: databaseOf({ prisma, sql }), totals: createTotalCache() };

  router.get("/view_promoted_products", async (_req, res) => {
    res.json(await catalog.getPromotedProducts(deps));
  });

  router.get("/promoted_brands_products", async (_req, res) => {
    res.json(await catalog.getPromotedBrandProducts(deps));
  });

  router.get("/view_brand", async (_req, res) => {
    res.json({ brands: await catalog.getBrands(deps) });
  });

  router.get("/view_category", async (_req, res) => {
    res.json({ categories: await catalog.getCategories(deps) });
  });

  /** Listing, search and filters; `total` and `pages` may lag new products by the count cache's TTL. */
  router.get("/view_products", validate({ query: ProductListQuerySchema }), async (req, res) => {
    const { query } = input(req, { query: ProductListQuerySchema });
    res.json(await catalog.listProducts(deps, query));
  });

  /** The product page (the spec's path; it never edits anything). */
  router.get("/edit_product/:id", validate({ params: PathIdParamSchema }), async (req, res) => {
    const { params } = input(req, { params: PathIdParamSchema });
    res.json(await catalog.getProduct(deps, params.id));
  });

  return router;
}
