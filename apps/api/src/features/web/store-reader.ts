import {
  MAX_DB_ID,
  type ProductListFilter,
  type ProductListResponse,
  type SitemapEntry,
  type StoreReader,
} from "@carcare/contracts";
import type { AppDeps } from "../../app.js";
import { databaseOf } from "../../lib/database.js";
import { AppError } from "../../lib/errors.js";
import * as addresses from "../addresses/service.js";
import * as auth from "../auth/service.js";
import * as cart from "../cart/service.js";
import * as catalog from "../catalog/service.js";
import { createTotalCache } from "../catalog/total-cache.js";
import * as coupons from "../coupons/service.js";
import * as orders from "../orders/service.js";
import * as plans from "../plans/service.js";
import * as reviews from "../reviews/service.js";
import * as services from "../services/service.js";
import { storeInfo } from "../store-info/service.js";
import * as wishlist from "../wishlist/service.js";

type ReaderDeps = Pick<AppDeps, "env" | "prisma" | "sql" | "mailer" | "logger">;

/** A missing product or vendor, or a customer whose account is gone, reads as null. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "UNAUTHENTICATED")) {
      return null;
    }
    throw error;
  }
}

/** At most this many visitors' listings are kept per process (the oldest go first). */
const VISITOR_LISTINGS_MAX = 500;

/**
 * Visitors' listings without search text (a category's shelf under every one of its product pages,
 * a brand's or a price range's page), read at most once per `ttlSeconds` per filter: the same for
 * everyone, and as fresh as the visitors' page cache (PAGE_CACHE_SECONDS) keeps whole pages.
 * Concurrent misses share one read; a failed read is not kept. 0 keeps nothing.
 */
function visitorListings(
  ttlSeconds: number,
  read: (filter: ProductListFilter) => Promise<ProductListResponse>,
): (filter: ProductListFilter) => Promise<ProductListResponse> {
  const kept = new Map<string, { answer: Promise<ProductListResponse>; expiresAt: number }>();
  return (filter) => {
    // A search's texts are endless, and a listing without one product is one product page's own.
    if (ttlSeconds <= 0 || filter.search !== undefined || filter.exclude !== undefined) return read(filter);
    const key = JSON.stringify(filter);
    const hit = kept.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.answer;
    kept.delete(key);
    const answer = read(filter);
    kept.set(key, { answer, expiresAt: Date.now() + ttlSeconds * 1000 });
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    for (const oldest of kept.keys()) {
      if (kept.size <= VISITOR_LISTINGS_MAX) break;
      kept.delete(oldest);
    }
    return answer;
  };
}

// A page's address is typed by anyone: an id no row can have (past PostgreSQL's integer) is not found,
// rather than a query the database refuses.
const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_DB_ID;
const none = () => Promise.resolve(null);

/**
 * The page loaders' reads (StoreReader in contracts), through the same services the API routes
 * call, so a page and its API answer cannot disagree. One factory per app; one reader per request.
 */
export function createStoreReaderFactory(deps: ReaderDeps): (userId: number | null) => StoreReader {
  const db = databaseOf(deps);
  const catalogDeps: catalog.CatalogDeps = { db, totals: createTotalCache() };
  const authDeps: auth.AuthDeps = {
    db,
    mailer: deps.mailer,
    logger: deps.logger,
    codeSecret: deps.env.SESSION_SECRET,
  };
  const servicesDeps: services.ServicesDeps = { db, radiusKm: deps.env.SERVICE_RADIUS_KM };
  const info = storeInfo(deps.env.BUSINESS_WHATSAPP_NUMBER);
  const listProducts = (filter: ProductListFilter) => catalog.listProducts(catalogDeps, filter);
  const listForVisitors = visitorListings(deps.env.PAGE_CACHE_SECONDS, listProducts);

  return (userId) => {
    const forCustomer = <T>(read: (id: number) => Promise<T>): Promise<T | null> =>
      userId === null ? Promise.resolve(null) : orNull(read(userId));
    return {
      getUser: () => forCustomer((id) => auth.getUser(authDeps, id)),
      getSubscriptionStatus: () => forCustomer((id) => plans.getSubscriptionStatus(db, id)),
      getCart: () => forCustomer((id) => cart.displayCart(db, id)),
      getWishlist: () => forCustomer((id) => wishlist.getWishlist(db, id)),
      getAddresses: () => forCustomer((id) => addresses.getAddresses(db, id)),
      getOrders: () => forCustomer((id) => orders.getOwnOrders(db, id)),
      getStoreInfo: () => info,
      getPromotedProducts: () => catalog.getPromotedProducts(catalogDeps),
      getPromotedBrandProducts: () => catalog.getPromotedBrandProducts(catalogDeps),
      getProduct: (id) => (isRowId(id) ? orNull(catalog.getProduct(catalogDeps, id)) : none()),
      listProducts: userId === null ? listForVisitors : listProducts,
      getBrands: () => catalog.getBrands(catalogDeps),
      getCategories: () => catalog.getCategories(catalogDeps),
      getReviews: (productId, page) =>
        isRowId(productId) ? orNull(reviews.getReviews(db, productId, page)) : none(),
      getService: (id) => (isRowId(id) ? orNull(services.getService(db, id)) : none()),
      getServiceCategories: () => services.listCategories(db),
      listServices: (location) => services.listServices(servicesDeps, location),
      getServiceRatings: (serviceId) =>
        isRowId(serviceId) ? orNull(services.listRatings(db, serviceId)) : none(),
      getPlans: () => plans.listPlans(db),
      getCoupons: () => coupons.getValidCoupons(db, userId),
      getSitemapEntries: async (): Promise<SitemapEntry[]> => {
        const [products, vendors] = await Promise.all([
          catalog.getProductPages(catalogDeps),
          services.listServicePages(db),
        ]);
        return [
          ...products.map((p) => ({
            path: `/accessories/${p.id}`,
            lastModified: p.updatedAt.toISOString(),
          })),
          ...vendors.map((v) => ({ path: `/servicepage/${v.id}`, lastModified: v.createdAt.toISOString() })),
        ];
      },
    };
  };
}
