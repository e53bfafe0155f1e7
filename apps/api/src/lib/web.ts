import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { StoreReader, WebLoadContext } from "@carcare/contracts";
import type { createRequestHandler } from "@react-router/express";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { Logger } from "pino";
import type { AppLoadContext, ServerBuild } from "react-router";
import { normaliseError } from "./error-handler.js";
import { pageCache } from "./page-cache.js";
import { IMAGE_PATH, publicOrigin, withAbsoluteImages } from "./public-url.js";
import { SESSION_COOKIE } from "./session.js";

/** The web app's production build (`react-router build` writes build/server and build/client), or its dev server. */
export interface WebBuild {
  server: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  /** Development only: Vite's middleware (modules, hot reload) in place of the built assets. */
  devMiddleware?: RequestHandler;
  close?: () => Promise<void>;
  /** @react-router/express's, loaded with the build (it loads React: see loadWebBuild). */
  createRequestHandler: typeof createRequestHandler;
}

/**
 * Loads apps/web's build, or null when it is not built (the pages then answer 503). The build's
 * libraries (React's server renderer above all, 3-5x faster) run their production code: they read
 * NODE_ENV when first loaded, which this does, so it sets NODE_ENV=production for the process. The
 * store's own mode (cookies, dev outbox) was read from the environment before, into Env.
 */
export async function loadWebBuild(buildDir: string): Promise<WebBuild | null> {
  const serverEntry = join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) return null;
  process.env.NODE_ENV = "production";
  const { createRequestHandler } = await import("@react-router/express");
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { server, clientDir: join(buildDir, "client"), createRequestHandler };
}

/**
 * `pnpm dev`: a Vite dev server in middleware mode on the app's own port, rendering apps/web's
 * sources on every request (one process: Vite's hot-reload socket cannot be shared by workers).
 */
export async function loadDevWebBuild(webRoot: string): Promise<WebBuild> {
  const vite = await import("vite");
  const { createRequestHandler } = await import("@react-router/express");
  const server = await vite.createServer({
    root: webRoot,
    configFile: join(webRoot, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  return {
    server: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: join(webRoot, "public"),
    devMiddleware: server.middlewares as unknown as RequestHandler,
    close: () => server.close(),
    createRequestHandler,
  };
}

/** Per process: at most this much rendered HTML is kept for visitors. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * Images keep their names (operators' imports point at them), so they are not immutable like the
 * hashed assets; a month spares clients on other sites (the old web client) and CDNs the refetches.
 */
const IMAGE_CACHE_CONTROL = `public, max-age=${30 * 24 * 60 * 60}`;

/**
 * Images are the one thing other sites embed (the old web client shows the API's absolute image
 * URLs): they may be loaded cross-origin, where the pages' same-origin resource policy would block them.
 */
const imageHeaders: RequestHandler = (req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && IMAGE_PATH.test(req.path)) {
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  }
  next();
};

/**
 * Document headers for pages. Scripts run only with the page's nonce (and what they load, through
 * 'strict-dynamic'). upgrade-insecure-requests and HSTS only when the page itself came over https:
 * on plain http (a shop's LAN address) they would turn every script and stylesheet request into a
 * failing https one.
 */
function documentHeaders(publicUrl: string | undefined): RequestHandler {
  const directives = {
    "script-src": [
      "'self'",
      (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`,
      "'strict-dynamic'",
    ],
    // PUBLIC_URL may be another address than the page's own (a proxy's name): answers' images use it.
    "img-src": ["'self'", "data:", "blob:", ...(publicUrl ? [publicUrl] : [])],
    "connect-src": ["'self'"],
  };
  const overHttps = helmet({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
  });
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...directives, "upgrade-insecure-requests": null } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    return (req.secure ? overHttps : overHttp)(req, res, next);
  };
}

export interface ServeWebOptions {
  build: WebBuild | null;
  apiBase: string;
  /** The store's reads for one request's customer. */
  storeFor: (userId: number | null) => StoreReader;
  /** Reads the session cookie (if any) before a page renders. */
  session: RequestHandler;
  logger: Logger;
  /** Visitors' pages kept by lib/page-cache.ts (0: none). */
  pageCacheSeconds: number;
  /** Other pages served before the web app's (the dev outbox). */
  beforePages?: RequestHandler;
  /** PUBLIC_URL: the origin of the image URLs in the pages' data. */
  publicUrl?: string;
}

/**
 * Serves the web app: hashed assets (precompressed at build: brotli, then gzip) cached for a year,
 * other public files for an hour, and every other GET rendered on the server by React Router.
 */
export function serveWeb(app: Express, options: ServeWebOptions): void {
  const { build, apiBase } = options;
  const headers = documentHeaders(options.publicUrl);
  app.use((req, res, next) => (req.path.startsWith(apiBase) ? next() : headers(req, res, next)));
  const undecodable = refuseUndecodable(options.logger);
  app.use((req, res, next) => (req.path.startsWith(apiBase) ? next() : undecodable(req, res, next)));
  app.use(imageHeaders);
  if (options.beforePages) app.use(options.beforePages);

  if (!build) {
    app.use((req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || !req.accepts("html")) return next();
      res
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).");
    });
    return;
  }

  if (build.devMiddleware) app.use(build.devMiddleware);
  else {
    app.use(
      "/assets",
      expressStaticGzip(join(build.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: ONE_YEAR_SECONDS * 1000, index: false },
      }),
    );
    // A hashed file that is not there (an old page asking for a replaced build) is a plain 404.
    app.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  }
  const publicFiles = express.static(build.clientDir, {
    index: false,
    maxAge: "1h",
    setHeaders: (res, path) => {
      if (IMAGE_PATH.test(path)) res.setHeader("Cache-Control", IMAGE_CACHE_CONTROL);
    },
  });
  // Public files all have an extension (favicon.svg, img/...): a page's address (/accessories/12)
  // skips the file lookup, a failing stat on every page.
  app.use((req, res, next) => (extname(req.path) === "" ? next() : publicFiles(req, res, next)));
  if (!build.devMiddleware) {
    app.use(
      pageCache({
        ttlSeconds: options.pageCacheSeconds,
        maxBytes: PAGE_CACHE_BYTES,
        sessionCookie: SESSION_COOKIE,
      }),
    );
  }
  app.use(options.session);
  app.use(writeWithoutWaiting);
  app.use(outageAnswers503);
  app.use(
    build.createRequestHandler({
      build: build.server,
      // Development mode shows server errors' messages in the page: only with Vite's dev server.
      mode: build.devMiddleware ? "development" : "production",
      // React Router types the context as an open record; the web app declares it as WebLoadContext.
      getLoadContext: (req, res) => loadContext(req, res, options) as unknown as AppLoadContext,
    }),
  );
}

/** A page address the router could not decode: "%", "%zz", "%E0%A4%A" (bad UTF-8). */
export const UNDECODABLE_PAGE_MESSAGE = "Bad request: the address contains an invalid percent-encoding.";

/**
 * Refuses a page address with a bad percent-encoding as the client's mistake (400, one warn line):
 * React Router would print the URIError as its own error and answer 404, and the static handlers a
 * bare "URI malformed".
 */
const refuseUndecodable =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    try {
      decodeURIComponent(req.path);
      return next();
    } catch {
      logger.warn({ reqId: req.id }, "request refused: a page address with an invalid percent-encoding");
      res.status(400).type("text/plain").send(UNDECODABLE_PAGE_MESSAGE);
    }
  };

/**
 * React Router's adapter waits for 'drain' after a write the response cannot take at once, and removes
 * its listener after; compression forwards 'drain' listeners to its zlib stream but not their removal,
 * so a page of many chunks piled them up there (MaxListenersExceededWarning on every large page).
 * A page is at most a few hundred KB, already in memory: its writes are taken as they come.
 */
const writeWithoutWaiting: RequestHandler = (_req, res, next) => {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    write(...args);
    return true;
  }) as Response["write"];
  next();
};

/**
 * A page whose loader could not reach the database is an outage, not a bug: its error page is
 * answered 503 with Retry-After, like the API. React Router has chosen 500 by then; logError (below)
 * has seen the error before the head is written.
 */
const outageAnswers503: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const retryAfter = res.locals.retryAfterSeconds as number | undefined;
    if (status !== 500 || retryAfter === undefined) return writeHead(status, ...rest);
    res.setHeader("Retry-After", String(retryAfter));
    return writeHead(503, ...rest);
  }) as Response["writeHead"];
  next();
};

function loadContext(
  req: Request,
  res: Response,
  { storeFor, logger, publicUrl }: ServeWebOptions,
): WebLoadContext {
  const userId = typeof req.session?.userId === "number" ? req.session.userId : null;
  return {
    store: withAbsoluteImageReads(storeFor(userId), publicOrigin(req, publicUrl)),
    userId,
    cspNonce: String(res.locals.cspNonce),
    renderWhole: res.locals.renderWhole === true,
    origin: `${req.protocol}://${req.get("host") ?? "localhost"}`,
    logError: (error) => {
      const mapped = normaliseError(error);
      if (mapped.code === "UNAVAILABLE") res.locals.retryAfterSeconds = mapped.retryAfterSeconds;
      logger.error({ reqId: req.id, err: error, path: req.path }, "a page failed to render");
    },
  };
}

/**
 * The pages' reads with the same absolute image URLs as the API's answers (lib/public-url.ts), so
 * the server's HTML, its dehydrated data and the browser's later API reads agree.
 */
function withAbsoluteImageReads(store: StoreReader, origin: string): StoreReader {
  const wrapped = Object.entries(store).map(([name, read]) => [
    name,
    (...args: unknown[]) => {
      const result: unknown = (read as (...a: unknown[]) => unknown)(...args);
      return result instanceof Promise
        ? result.then((value) => withAbsoluteImages(value, origin))
        : withAbsoluteImages(result, origin);
    },
  ]);
  return Object.fromEntries(wrapped) as StoreReader;
}
