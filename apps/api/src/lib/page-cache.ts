import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

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

/**
 * Pages as visitors (no session cookie) see them are the same for everyone but their CSP nonce: each
 * is kept for `ttlSeconds` per address (scheme, host, path and query) and sent again with a fresh
 * nonce, so a burst of visitors, crawlers and link previews costs one render a page. Customers' pages,
 * private (no-store) answers and anything that sets a cookie are never kept. Per process, bounded by
 * `maxBytes` (the least recently used go first).
 */
export function pageCache({ ttlSeconds, maxBytes, sessionCookie }: PageCacheOptions): RequestHandler {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const cookiePrefix = `${sessionCookie}=`;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    forget(key);
    if (entry.body.length > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return (req, res, next) => {
    if (ttlSeconds <= 0 || req.method !== "GET" || req.headers.cookie?.includes(cookiePrefix)) return next();
    const key = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
    const nonce = String(res.locals.cspNonce);
    const hit = entries.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Most recently used: to the end of the map's order.
      entries.delete(key);
      entries.set(key, hit);
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      if (hit.cacheControl) res.setHeader("Cache-Control", hit.cacheControl);
      res.setHeader("X-Page-Cache", "hit");
      res.send(hit.body.replaceAll(NONCE_SLOT, nonce));
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    // The page is rendered whole (not streamed in pieces), so what is kept suits every reader.
    res.locals.renderWhole = true;
    record(res, (body) => {
      const cacheControl = res.getHeader("Cache-Control")?.toString();
      const contentType = res.getHeader("Content-Type")?.toString();
      const cacheable =
        CACHEABLE_STATUS.has(res.statusCode) &&
        contentType !== undefined &&
        res.getHeader("Set-Cookie") === undefined &&
        !cacheControl?.includes("no-store");
      if (!cacheable) return;
      keep(key, {
        status: res.statusCode,
        contentType,
        cacheControl,
        body: body.replaceAll(nonce, NONCE_SLOT),
        expiresAt: Date.now() + ttlSeconds * 1000,
      });
    });
    next();
  };
}

/** Passes the answer through as it is written, and hands its whole body (text) to `done` at the end. */
function record(res: Response, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keepChunk = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keepChunk(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keepChunk(chunk, rest[0]);
    const result = end(chunk, ...rest);
    done(Buffer.concat(chunks).toString("utf8"));
    return result;
  }) as Response["end"];
}
