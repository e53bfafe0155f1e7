import type { PrismaClient } from "@carcare/db";
import { sellerIdentity } from "@carcare/operations";
import cors from "cors";
import express, { type Express, type RequestHandler, Router } from "express";
import type { Store } from "express-session";
import compression from "compression";
import multer from "multer";
import type { Logger } from "pino";
import type { Env } from "./env.js";
import { addressRoutes } from "./features/addresses/routes.js";
import { authRoutes } from "./features/auth/routes.js";
import { createAuthThrottle } from "./features/auth/throttle.js";
import { orderRoutes } from "./features/orders/routes.js";
import { orderPricing } from "./features/orders/service.js";
import { cartRoutes } from "./features/cart/routes.js";
import { catalogRoutes } from "./features/catalog/routes.js";
import { couponRoutes } from "./features/coupons/routes.js";
import { devOutboxApiRoutes, devOutboxPage } from "./features/dev/routes.js";
import { docsRoutes } from "./features/docs/routes.js";
import { geoRoutes } from "./features/geo/routes.js";
import { healthRoutes } from "./features/health/routes.js";
import { plansRoutes } from "./features/plans/routes.js";
import { reviewRoutes } from "./features/reviews/routes.js";
import { vendorRoutes } from "./features/vendors/routes.js";
import { storeInfoRoutes } from "./features/store-info/routes.js";
import { wishlistRoutes } from "./features/wishlist/routes.js";
import { businessContacts } from "./features/store-info/service.js";
import { accessLog } from "./lib/access-log.js";
import type { Db } from "./lib/database.js";
import { apiNotFound, errorHandler } from "./lib/error-handler.js";
import type { Mailer } from "./lib/mailer.js";
import { inProcessCaller } from "./lib/in-process.js";
import { mediaRoutes, mediaStorageOf } from "./lib/media.js";
import { originCheck } from "./lib/origin-check.js";
import { answersPublicOrigin } from "./lib/public-url.js";
import type { NotifyListener } from "./lib/notify.js";
import { acceptAccessTokens, cacheSessions, sessionMiddleware } from "./lib/session.js";
import type { SqlPool } from "./lib/sql.js";
import { serveWeb, type WebBuild } from "./lib/web.js";

/** What the app is built from; tests pass their own database, logger and settings. */
export interface AppDeps {
  env: Env;
  prisma: PrismaClient;
  logger: Logger;
  version: string;
  mailer: Mailer;
  /** The express-session store: the customers' sessions, rows in PostgreSQL (lib/session.ts). */
  sessions: Store;
  /** The one way to the database (lib/database.ts), over `prisma` and `sql`. */
  db: Db;
  /** Plain pool for the hottest reads (see lib/sql.ts). */
  sql: SqlPool;
  /** The web app's build (server-rendered pages); null or absent: pages answer 503. */
  web?: WebBuild | null;
  /** This worker's LISTEN connection; absent: no in-process catalogue or session copies. */
  notify?: NotifyListener;
}

export const API_BASE = "/api";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Runs a middleware only for requests that can carry a body or change state. */
const onWrites =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    READ_METHODS.has(req.method) ? next() : handler(req, res, next);
export const JSON_BODY_LIMIT = "100kb";

/**
 * The API answers JSON, never a page: it needs none of the document headers helmet sets for the
 * web app, only these, which also forbid rendering or framing an answer.
 */
const API_SECURITY_HEADERS: [string, string][] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["X-Content-Type-Options", "nosniff"],
];
const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of API_SECURITY_HEADERS) res.setHeader(name, value);
  next();
};

/**
 * The features' routers over one Db, in the order Express tries them: the busiest (catalogue, cart)
 * first. The page loaders call the same handlers in-process (lib/in-process.ts).
 */
export function featureRouters(deps: AppDeps): Router[] {
  const { db, env, logger, mailer, notify } = deps;
  return [
    catalogRoutes({ db, notify, pageCacheSeconds: env.PAGE_CACHE_SECONDS }),
    cartRoutes({ db }),
    wishlistRoutes({ db }),
    reviewRoutes({ db, notify }),
    couponRoutes({ db }),
    authRoutes({ db, throttle: createAuthThrottle(deps.sql), mailer, logger, env }),
    plansRoutes({ db }),
    vendorRoutes({ db, radiusKm: env.SERVICE_RADIUS_KM }),
    geoRoutes({ env, logger }),
    addressRoutes({ db }),
    orderRoutes(
      {
        db,
        mailer,
        logger,
        store: businessContacts(env.BUSINESS_WHATSAPP_NUMBER),
        pricing: orderPricing(env),
      },
      {
        apiBase: API_BASE,
        publicUrl: env.PUBLIC_URL,
        seller: sellerIdentity(env),
        production: env.NODE_ENV === "production",
      },
    ),
  ];
}

/** Builds the Express app: middleware, the API under /api, the web app, one error handler. No listen(). */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.env.TRUST_PROXY ? 1 : false);

  // Entity tags would hash every JSON answer; the API's answers change too often to be revalidated.
  app.set("etag", false);
  app.use(accessLog(deps.logger, API_BASE));
  // Pages and API answers are compressed for clients that accept it; hashed assets are served
  // precompressed (lib/web.ts), and compression leaves an answer that already has an encoding alone.
  app.use(compression());

  const devOutbox = deps.env.NODE_ENV !== "production" && deps.mailer.kind === "outbox";
  const api = Router();
  api.use(apiSecurityHeaders);
  api.use(answersPublicOrigin(deps.env.PUBLIC_URL));
  // Cross-origin answers only matter to requests that say where they come from.
  const corsHandler = cors({ origin: deps.env.ALLOWED_ORIGINS, credentials: true });
  api.use((req, res, next) => (req.headers.origin ? corsHandler(req, res, next) : next()));
  api.use(onWrites(originCheck(deps.env.ALLOWED_ORIGINS)));
  api.use(onWrites(express.json({ limit: JSON_BODY_LIMIT })));
  api.use(onWrites(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT })));
  // The existing clients send some forms as multipart (login, update_cart, log_service_interaction).
  api.use(onWrites(multer({ limits: { fields: 50, fieldSize: 16 * 1024, files: 0 } }).none()));
  const { db } = deps;
  const { env } = deps;
  api.use(healthRoutes({ db, version: deps.version }));
  // Mounted before the session: neither needs one.
  const contacts = storeInfoRoutes({ env });
  api.use(contacts);
  api.use(
    docsRoutes({
      version: deps.version,
      apiBase: API_BASE,
      includeDev: devOutbox,
      publicUrl: env.PUBLIC_URL,
    }),
  );
  if (deps.notify) cacheSessions(deps.sessions, deps.notify);
  const session = sessionMiddleware(deps.env, deps.sessions);
  // The mobile app's access tokens select their session; pages read the cookie only.
  api.use(acceptAccessTokens(deps.env, deps.sessions, session));
  const routers = featureRouters(deps);
  for (const router of routers) api.use(router);
  if (devOutbox) api.use(devOutboxApiRoutes({ db }));
  api.use(apiNotFound);
  app.use(API_BASE, api);

  app.use(mediaRoutes(mediaStorageOf(env), deps.logger));
  serveWeb(app, {
    build: deps.web ?? null,
    apiBase: API_BASE,
    callerFor: inProcessCaller([contacts, ...routers]),
    session,
    logger: deps.logger,
    pageCacheSeconds: deps.env.PAGE_CACHE_SECONDS,
    ...(deps.notify ? { notify: deps.notify } : {}),
    publicUrl: deps.env.PUBLIC_URL,
    beforePages: devOutbox ? devOutboxPage({ db }) : undefined,
  });
  app.use(errorHandler(deps.logger));
  return app;
}
