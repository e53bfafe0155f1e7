import { API, type ProductListResponse } from "@carcare/contracts";
import { Router } from "express";
import type { Db } from "../../lib/database.js";
import { publicCache } from "../../lib/http-cache.js";
import { CATALOGUE_CHANNEL, type NotifyListener, parsePayload } from "../../lib/notify.js";
import { route } from "../../lib/route.js";
import * as catalog from "./service.js";
import { createExpiringCache, createTotalCache } from "./total-cache.js";

const PUBLIC_PATHS = [
  "/view_promoted_products",
  "/promoted_brands_products",
  "/view_brand",
  "/view_category",
  "/view_products",
  "/edit_product",
];

/**
 * Suggestions for a text are kept this long per process (and by a CDN): they change only with the
 * catalogue, whose announced changes drop them at once (decision 013), and the same beginnings are
 * typed all day, so the store reads each text's suggestions about once a minute per process.
 */
const SUGGESTIONS_CACHE_SECONDS = 60;
const SUGGESTIONS_CACHE_MAX_ENTRIES = 5_000;

/** At most this many visitors' listings are kept per process for the pages (the oldest go first). */
const VISITOR_LISTINGS_MAX = 500;

export interface CatalogRouteDeps {
  db: Db;
  /** This worker's change channel: drops the in-memory answers when the catalogue changes. */
  notify?: NotifyListener;
  /** How long a visitor's page may be kept (PAGE_CACHE_SECONDS): their listings are kept as long. */
  pageCacheSeconds: number;
}

/** The catalogue is read only through the store API: products change through the operator tools. */
export function catalogRoutes({ db, notify, pageCacheSeconds }: CatalogRouteDeps): Router {
  const router = Router();
  const deps: catalog.CatalogDeps = { db, totals: createTotalCache() };
  // A visitor's page without search text (a category's shelf under every one of its product pages,
  // a brand's or a price range's page) reads its listing at most once per pageCacheSeconds: the same
  // for everyone, and as fresh as the visitors' page cache keeps whole pages.
  const visitorListings = createExpiringCache<ProductListResponse>({
    ttlMs: pageCacheSeconds * 1000,
    maxEntries: VISITOR_LISTINGS_MAX,
  });
  // A change that may move products in or out of listings (a product hidden, added or re-priced:
  // payload '*') drops the kept totals and listings at once, as it drops the public answers.
  const dropListings = () => {
    deps.totals.clear();
    visitorListings.clear();
  };
  notify?.on(CATALOGUE_CHANNEL, (payload) => {
    if (parsePayload(payload) === "everything") dropListings();
  });
  notify?.onReset(dropListings);
  // These answers are the same for every visitor: public, with ETags, kept briefly in memory
  // (lib/http-cache.ts, decision 011). The router sees every /api request, hence the paths.
  router.use(PUBLIC_PATHS, publicCache({ listener: notify, tagsOf: productIdsIn }).middleware);
  router.use(
    "/search_suggestions",
    publicCache({
      listener: notify,
      tagsOf: productIdsIn,
      ttlMs: SUGGESTIONS_CACHE_SECONDS * 1000,
      maxEntries: SUGGESTIONS_CACHE_MAX_ENTRIES,
      sMaxAgeSeconds: SUGGESTIONS_CACHE_SECONDS,
    }).middleware,
  );

  route(router, API.viewPromotedProducts, ({ language }) => catalog.getPromotedProducts(deps, language));

  route(router, API.promotedBrandsProducts, ({ language }) =>
    catalog.getPromotedBrandProducts(deps, language),
  );

  route(router, API.viewBrand, async ({ language }) => ({ brands: await catalog.getBrands(deps, language) }));

  route(router, API.viewCategory, async ({ language }) => ({
    categories: await catalog.getCategories(deps, language),
  }));

  /** Listing, search and filters; `total` and `pages` may lag new products by the count cache's TTL. */
  route(router, API.viewProducts, ({ query, userId, inProcess, language }) => {
    // A search's texts are endless, and a listing without one product is one product page's own.
    const shared = inProcess && userId === null && query.search === undefined && query.exclude === undefined;
    if (!shared) return catalog.listProducts(deps, query, language);
    // Kept per language: an English and an Arabic page of the same listing show different names.
    return visitorListings.get(JSON.stringify([language, query]), () =>
      catalog.listProducts(deps, query, language),
    );
  });

  /** Suggestions while typing (issue 28): public, cached like the listing. */
  route(router, API.searchSuggestions, ({ query, language }) => catalog.suggest(deps, query.q, language));

  /** The product page (the spec's path; it never edits anything). */
  route(router, API.editProduct, ({ params, language }) => catalog.getProduct(deps, params.id, language));

  route(router, API.viewProductPages, async () => ({
    pages: (await catalog.getProductPages(deps)).map((page) => ({
      id: page.id,
      last_modified: page.updatedAt.toISOString(),
    })),
  }));

  return router;
}

/** The products an answer shows (a detail, or the lists of the listing, suggestions and promoted strips). */
function* productIdsIn(body: unknown): Iterable<number> {
  if (typeof body !== "object" || body === null) return;
  const answer = body as Record<string, unknown>;
  if (typeof answer.id === "number") yield answer.id;
  for (const list of [answer.products, answer.promoted_products, answer.promoted_brands_products]) {
    if (!Array.isArray(list)) continue;
    for (const item of list as { id?: unknown }[]) if (typeof item.id === "number") yield item.id;
  }
}
