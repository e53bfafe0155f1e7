import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";

/** How long a visitor's page is served again before it is rendered anew, and how much is kept. */
export interface PageCacheOptions {
  ttlSeconds: number;
  maxBytes: number;
  /** The session cookie's name: a request that carries it may be a customer's, never cached. */
  sessionCookie: string;
}

interface Entry {
  status: number;
  contentType: string;
  cacheControl: string | undefined;
  /** The body with the nonce it was rendered with replaced by NONCE_SLOT. */
  body: string;
  expiresAt: number;
}

/** Stands where the page's CSP nonce was; random per process, so no page text can contain it. */
const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString("hex")}`;
const CACHEABLE_STATUS = new Set([200, 404]);

/** The visitors' page cache: what it answers from memory, and how a rendered page is handed to it. */
export interface PageCache {
  /**
   * Answers a visitor's page from its kept copy; otherwise lets the request through, with
   * res.locals.renderWhole set when the page may be kept (it is then rendered whole and given to `keep`).
   */
  serveKept: RequestHandler;
  /** A page rendered whole for a request serveKept let through: kept unless its answer is private. */
  keep(req: Request, res: Response, body: string): void;
}

/**
 * Pages as visitors (no session cookie) see them are the same for everyone but their CSP nonce: each
 * is kept for `ttlSeconds` per address (scheme, host, path and query) and sent again with a fresh
 * nonce, so a burst of visitors, crawlers and link previews costs one render a page. Customers' pages,
 * private (no-store) answers and anything that sets a cookie are never kept. Per process, bounded by
 * `maxBytes` (the least recently used go first).
 */
export function pageCache({ ttlSeconds, maxBytes, sessionCookie }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const cookiePrefix = `${sessionCookie}=`;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const remember = (key: string, entry: Entry) => {
    forget(key);
    if (entry.body.length > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };
  const keyOf = (req: Request) => `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;

  const serveKept: RequestHandler = (req, res, next) => {
    if (ttlSeconds <= 0 || req.method !== "GET" || req.headers.cookie?.includes(cookiePrefix)) return next();
    const key = keyOf(req);
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Most recently used: to the end of the map's order.
      entries.delete(key);
      entries.set(key, hit);
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      if (hit.cacheControl) res.setHeader("Cache-Control", hit.cacheControl);
      res.setHeader("X-Page-Cache", "hit");
      res.send(hit.body.replaceAll(NONCE_SLOT, String(res.locals.cspNonce)));
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    // The page is rendered whole (not streamed in pieces), so what is kept suits every reader.
    res.locals.renderWhole = true;
    next();
  };

  const keep = (req: Request, res: Response, body: string) => {
    if (res.locals.renderWhole !== true) return;
    const cacheControl = res.getHeader("Cache-Control")?.toString();
    const contentType = res.getHeader("Content-Type")?.toString();
    const cacheable =
      CACHEABLE_STATUS.has(res.statusCode) &&
      contentType !== undefined &&
      res.getHeader("Set-Cookie") === undefined &&
      !cacheControl?.includes("no-store");
    if (!cacheable) return;
    remember(keyOf(req), {
      status: res.statusCode,
      contentType,
      cacheControl,
      body: body.replaceAll(String(res.locals.cspNonce), NONCE_SLOT),
      expiresAt: Date.now() + ttlSeconds * 1000,
    });
  };

  return { serveKept, keep };
}
