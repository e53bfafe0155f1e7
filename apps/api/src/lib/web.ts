import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { extname, join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { EndpointCall, WebLoadContext } from "@carcare/contracts";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { Logger } from "pino";
import type { AppLoadContext, createRequestHandler, ServerBuild } from "react-router";
import { normaliseError } from "./error-handler.js";
import type { InProcessCall } from "./in-process.js";
import type { Language } from "./language.js";
import { CATALOGUE_CHANNEL, type NotifyListener } from "./notify.js";
import { type PageCache, pageCache } from "./page-cache.js";
import { IMAGE_PATH, publicOrigin } from "./public-url.js";
import { SESSION_COOKIE } from "./session.js";
import {
  bodyEtag,
  inlineScriptHashes,
  isPublicPagePath,
  isVisitorPageRequest,
  SHARED_PAGE_CACHE_CONTROL,
  SHARED_PAGE_VARY,
  withScriptHashes,
} from "./shared-pages.js";

/** The web app's production build (`react-router build` writes build/server and build/client), or its dev server. */
export interface WebBuild {
  server: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  /** Development only: Vite's middleware (modules, hot reload) in place of the built assets. */
  devMiddleware?: RequestHandler;
  /** Development only: the port of Vite's hot-reload WebSocket, which the pages' CSP then allows. */
  devSocketPort?: number;
  close?: () => Promise<void>;
  /** React Router's, loaded with the build (it loads React: see loadWebBuild). */
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
  const { createRequestHandler } = await import("react-router");
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { server, clientDir: join(buildDir, "client"), createRequestHandler };
}

/**
 * `pnpm dev`: a Vite dev server in middleware mode on the app's own port, rendering apps/web's
 * sources on every request (one process: Vite's hot-reload socket cannot be shared by workers). The
 * hot-reload socket listens on a port of its own, one the system says is free (two dev servers, a
 * test's and yours, do not collide on Vite's default 24678).
 */
export async function loadDevWebBuild(webRoot: string): Promise<WebBuild> {
  const vite = await import("vite");
  const { createRequestHandler } = await import("react-router");
  const devSocketPort = await freePort();
  const server = await vite.createServer({
    root: webRoot,
    configFile: join(webRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { port: devSocketPort } },
    appType: "custom",
  });
  return {
    server: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    clientDir: join(webRoot, "public"),
    devMiddleware: server.middlewares as unknown as RequestHandler,
    devSocketPort,
    close: () => server.close(),
    createRequestHandler,
  };
}

/** A TCP port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** What the web app's entry.server exports beside React Router's: the request's language scope. */
interface WebEntryModule {
  inLanguage<T>(language: Language, run: () => T): T;
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
 * 'strict-dynamic'); a visitor's page (lib/shared-pages.ts) has no nonce: renderPages adds the hashes
 * of its inline scripts to its script-src. upgrade-insecure-requests and HSTS only when the
 * page itself came over https: on plain http (a shop's LAN address) they would turn every script and
 * stylesheet request into a failing https one. In development (`pnpm dev`) the pages may also connect
 * to Vite's hot-reload socket, on the page's host and the socket's port; production's CSP has no such entry.
 */
function documentHeaders(publicUrl: string | undefined, devSocketPort?: number): RequestHandler {
  const directives = {
    // A visitor's page has no nonce: renderPages adds its inline scripts' hashes.
    "script-src": [
      (_req: unknown, res: unknown) => {
        const nonce = (res as Response).locals.cspNonce as string | undefined;
        return nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'strict-dynamic'";
      },
    ],
    // PUBLIC_URL may be another address than the page's own (a proxy's name): answers' images use it.
    "img-src": ["'self'", "data:", "blob:", ...(publicUrl ? [publicUrl] : [])],
    "connect-src": ["'self'", ...(devSocketPort ? [`ws://*:${devSocketPort}`] : [])],
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
    // In development every page has a nonce: Vite's and React Router's dev scripts are files the
    // page loads itself, which a visitor's page (inline scripts allowed by hash) would refuse.
    if (!devSocketPort && isVisitorPageRequest(req, SESSION_COOKIE)) res.locals.sharedPage = true;
    else res.locals.cspNonce = randomBytes(16).toString("base64");
    return (req.secure ? overHttps : overHttp)(req, res, next);
  };
}

export interface ServeWebOptions {
  build: WebBuild | null;
  apiBase: string;
  /** The endpoints called in-process for one request's customer (lib/in-process.ts). */
  callerFor: (userId: number | null, origin: string, language: Language) => InProcessCall;
  /** Reads the session cookie (if any) before a page renders. */
  session: RequestHandler;
  logger: Logger;
  /** Visitors' pages kept by lib/page-cache.ts (0: none). */
  pageCacheSeconds: number;
  /** This worker's change channel: an announced catalogue change drops the kept pages at once. */
  notify?: NotifyListener;
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
  const headers = documentHeaders(options.publicUrl, build?.devSocketPort);
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
  const cache = build.devMiddleware
    ? undefined
    : pageCache({
        ttlSeconds: options.pageCacheSeconds,
        maxBytes: PAGE_CACHE_BYTES,
      });
  if (cache) {
    // A page shows products: any announced catalogue change (an operator hiding a product, an
    // import, a review) drops them all, as it drops the API's kept answers (lib/http-cache.ts).
    options.notify?.on(CATALOGUE_CHANNEL, () => cache.clear());
    options.notify?.onReset(() => cache.clear());
    app.use(cache.serveKept);
  }
  app.use(options.session);
  app.use(renderPages(build, options, cache));
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
 * Every other GET is a page React Router renders: the request goes to it as a Fetch Request and its
 * Response is answered here. A visitor's page is rendered whole and answered with its scripts' hashes
 * in its CSP (a public route's 200 also with a public Cache-Control and an ETag, 304 when it matches),
 * and handed to the page cache (lib/page-cache.ts); a customer's page is streamed as React writes it.
 */
function renderPages(
  build: WebBuild,
  options: ServeWebOptions,
  cache: PageCache | undefined,
): RequestHandler {
  // Development mode shows server errors' messages in the page: only with Vite's dev server.
  const handle = build.createRequestHandler(build.server, build.devMiddleware ? "development" : "production");
  return async (req, res, next) => {
    try {
      // React Router types the context as an open record; the web app declares it as WebLoadContext.
      const context = loadContext(req, res, options) as unknown as AppLoadContext;
      const language = (context as unknown as WebLoadContext).language;
      const server = typeof build.server === "function" ? await build.server() : build.server;
      const { inLanguage } = server.entry.module as unknown as WebEntryModule;
      const shared = res.locals.sharedPage === true;
      // A HEAD of a shared page is rendered as its GET: its headers depend on the body.
      const page = await inLanguage(language, () =>
        handle(pageRequest(req, res, shared ? "GET" : req.method), context),
      );
      if (res.destroyed || res.writableEnded) {
        await page.body?.cancel();
        return;
      }
      res.status(pageStatus(res, page.status));
      if (page.statusText) res.statusMessage = page.statusText;
      for (const [name, value] of page.headers) res.append(name, value);
      if (!page.body) {
        res.end();
      } else if (shared) {
        const body = Buffer.from(await page.arrayBuffer());
        shareablePage(req, res, body);
        cache?.keep(req, res, body);
        if (req.fresh) res.status(304).end();
        else res.end(body);
      } else {
        await streamPage(res, page.body);
      }
    } catch (error) {
      // A page that failed while streaming has had its head sent: it is cut short (streamPage).
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/**
 * A visitor's page's headers: its CSP allows its inline scripts by hash, so its body is the same for
 * every visitor. A public route's 200 that sets no cookie is public for shared caches, with an ETag of
 * its body; any other stays as its route answered it (private, no-cache by default).
 */
function shareablePage(req: Request, res: Response, body: Buffer): void {
  const csp = res.getHeader("Content-Security-Policy");
  if (csp !== undefined) {
    res.setHeader(
      "Content-Security-Policy",
      withScriptHashes(String(csp), inlineScriptHashes(body.toString("utf8"))),
    );
  }
  res.vary(SHARED_PAGE_VARY);
  const cacheControl = res.getHeader("Cache-Control")?.toString() ?? "";
  if (
    !isPublicPagePath(req.path) ||
    res.statusCode !== 200 ||
    res.getHeader("Set-Cookie") !== undefined ||
    cacheControl.includes("no-store")
  )
    return;
  res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  res.setHeader("ETag", bodyEtag(body));
}

/**
 * A page whose loader could not reach the database is an outage, not a bug: its error page is
 * answered 503 with Retry-After, like the API. React Router has chosen 500 by then; logError (below)
 * has seen the error before the Response was made.
 */
function pageStatus(res: Response, status: number): number {
  const retryAfter = res.locals.retryAfterSeconds as number | undefined;
  if (status !== 500 || retryAfter === undefined) return status;
  res.setHeader("Retry-After", String(retryAfter));
  return 503;
}

/** The Fetch Request React Router reads: the page's address, the request's headers, and an abort when the client leaves. */
function pageRequest(req: Request, res: Response, method: string): globalThis.Request {
  // Express reads the host (X-Forwarded-Host behind TRUST_PROXY); nothing after it may slip into the URL.
  const host = (req.host ?? "").split(/[\\/?#@]/)[0] || "localhost";
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new globalThis.Request(`${req.protocol}://${host}${req.originalUrl}`, init);
}

/**
 * Sends a streamed page's pieces as React writes them, each flushed through compression at once.
 * They are taken as they come, never waiting for 'drain': a page is at most a few hundred KB, and
 * compression forwards 'drain' listeners to its zlib stream but not their removal, so waiting on each
 * write piled them up there (MaxListenersExceededWarning on every large page). A render that fails
 * mid-page cuts the answer short (its error is logged through logError).
 */
async function streamPage(res: Response, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      res.write(value);
      res.flush();
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    reader.releaseLock();
  }
}

/** A page's language is its address's: `/ar` and `/ar/...` are Arabic, every other page English. */
export function pageLanguage(path: string): Language {
  return path === "/ar" || path.startsWith("/ar/") ? "ar" : "en";
}

function loadContext(
  req: Request,
  res: Response,
  { callerFor, logger, publicUrl }: ServeWebOptions,
): WebLoadContext {
  const userId = typeof req.session?.userId === "number" ? req.session.userId : null;
  const language = pageLanguage(req.path);
  return {
    // Typed by the declarations: the caller runs the declared handler, which returns its answer type.
    call: callerFor(userId, publicOrigin(req, publicUrl), language) as EndpointCall,
    userId,
    language,
    // None for a shared page: its inline scripts are allowed by hash.
    cspNonce: typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "",
    renderWhole: res.locals.sharedPage === true,
    origin: `${req.protocol}://${req.get("host") ?? "localhost"}`,
    logError: (error) => {
      const mapped = normaliseError(error);
      if (mapped.code === "UNAVAILABLE") res.locals.retryAfterSeconds = mapped.retryAfterSeconds;
      logger.error({ reqId: req.id, err: error, path: req.path }, "a page failed to render");
    },
  };
}
