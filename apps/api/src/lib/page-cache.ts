import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";

/** How long a visitor's page is served again before it is rendered anew, and how much is kept. */
export interface PageCacheOptions {
  ttlSeconds: number;
  maxBytes: number;
}

interface Entry {
  status: number;
  /** Content-Type, Cache-Control, Content-Security-Policy, ETag and Vary, as first answered. */
  headers: [string, string][];
  body: Buffer;
  /** The body compressed, made on the first hit that accepts each encoding. */
  encoded: Partial<Record<Encoding, Buffer>>;
  expiresAt: number;
}

const KEPT_HEADERS = ["Content-Type", "Cache-Control", "Content-Security-Policy", "ETag", "Vary"];
const CACHEABLE_STATUS = new Set([200, 404]);

type Encoding = "br" | "gzip";
/** As compression() in app.ts: smaller bodies are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Compressed once for all the hits it serves, so brotli 5 rather than compression()'s 4 for answers
 * made once: 7% smaller on a product page for about a third more CPU, once an entry.
 */
const compress: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The visitors' page cache: what it answers from memory, and how a rendered page is handed to it. */
export interface PageCache {
  /** Answers a shared page (res.locals.sharedPage) from its kept copy; otherwise lets the request through. */
  serveKept: RequestHandler;
  /** A shared page rendered whole: kept unless its answer is private to this request. */
  keep(req: Request, res: Response, body: Buffer): void;
  /** Drops every kept page (an announced catalogue change: a product hidden, re-priced, reviewed). */
  clear(): void;
}

/**
 * Visitors' pages (lib/shared-pages.ts: no session cookie) are the same for every visitor, body and
 * headers (their CSP allows the inline scripts by hash): each is kept as it was sent for `ttlSeconds`
 * per address (scheme, host, path and query), so a burst of visitors, crawlers and link previews
 * costs one render a page, as with a CDN in front. It keeps 200 and 404 answers that set no cookie
 * and are not no-store. Per process, bounded by `maxBytes` (the least recently used go first).
 */
export function pageCache({ ttlSeconds, maxBytes }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const sizeOf = (entry: Entry) =>
    entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const remember = (key: string, entry: Entry) => {
    forget(key);
    if (entry.body.length > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    shrink();
  };
  /** The least recently used go first. */
  const shrink = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };
  const keyOf = (req: Request) => `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;

  const serveKept: RequestHandler = (req, res, next) => {
    if (ttlSeconds <= 0 || res.locals.sharedPage !== true) return next();
    const key = keyOf(req);
    const hit = entries.get(key);
    if (!hit || hit.expiresAt <= Date.now()) {
      res.setHeader("X-Page-Cache", "miss");
      return next();
    }
    // Most recently used: to the end of the map's order.
    entries.delete(key);
    entries.set(key, hit);
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    if (hit.status === 200 && req.fresh) return void res.status(304).end();
    res.status(hit.status).end(encodedBody(req, res, hit));
  };

  /**
   * The kept body in the encoding the client accepts (br, then gzip), compressed on the first such
   * hit and kept with the page: compression() would compress it anew on every hit, twice the hit's cost.
   */
  const encodedBody = (req: Request, res: Response, entry: Entry): Buffer => {
    res.vary("Accept-Encoding");
    // As compression() prefers: br whenever the client takes it, else gzip.
    const encoding =
      entry.body.length < COMPRESS_FROM_BYTES
        ? undefined
        : (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name);
    if (encoding !== "br" && encoding !== "gzip") return entry.body;
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compress[encoding](entry.body);
      entry.encoded[encoding] = encoded;
      bytes += encoded.length;
      shrink();
    }
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", encoded.length);
    return encoded;
  };

  const keep = (req: Request, res: Response, body: Buffer) => {
    if (ttlSeconds <= 0 || res.locals.sharedPage !== true) return;
    const cacheable =
      CACHEABLE_STATUS.has(res.statusCode) &&
      res.getHeader("Content-Type") !== undefined &&
      res.getHeader("Set-Cookie") === undefined &&
      res.getHeader("Cache-Control")?.toString().includes("no-store") !== true;
    if (!cacheable) return;
    const headers: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers.push([name, value.toString()]);
    }
    remember(keyOf(req), {
      status: res.statusCode,
      headers,
      body,
      encoded: {},
      expiresAt: Date.now() + ttlSeconds * 1000,
    });
  };

  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  return { serveKept, keep, clear };
}
