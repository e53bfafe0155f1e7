import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { sendAnswerThrough } from "./answer.js";
import { requestLanguage, varyByLanguage } from "./language.js";
import { CATALOGUE_CHANNEL, type NotifyListener, parsePayload } from "./notify.js";

/** How public answers are cached: in this process, and by browsers and CDNs (Cache-Control). */
export interface PublicCacheOptions {
  /** Absent: no in-process copies (nothing would tell this process about changes); headers only. */
  listener?: NotifyListener | undefined;
  /** How long this process serves a copy; bounds staleness should a change go unannounced. */
  ttlMs?: number;
  maxEntries?: number;
  /** At most this much JSON text (characters) is kept: addresses are the client's choice. */
  maxChars?: number;
  /** How long a CDN may serve an answer without asking (it hears no NOTIFY). */
  sMaxAgeSeconds?: number;
  /** How long after that a CDN may serve it while it revalidates in the background. */
  staleWhileRevalidateSeconds?: number;
  /** The product ids an answer shows: a change to one of them drops the answer. */
  tagsOf?: (body: unknown) => Iterable<number | string>;
}

export const PUBLIC_CACHE_TTL_MS = 5_000;
export const PUBLIC_CACHE_MAX_ENTRIES = 2_000;
export const PUBLIC_CACHE_MAX_CHARS = 16 * 1024 * 1024;
export const PUBLIC_S_MAXAGE_SECONDS = 5;
export const PUBLIC_STALE_WHILE_REVALIDATE_SECONDS = 25;

interface Entry {
  body: string;
  contentType: string;
  etag: string;
  expiresAt: number;
  tags: string[];
}

/** A public answer's cache: the middleware, and how many copies it holds (tests). */
export interface PublicCache {
  middleware: RequestHandler;
  readonly size: number;
}

/** A weak entity tag: the same JSON text gives the same tag, on every worker and instance. */
export function weakEtag(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * For GET answers that are the same for every visitor (the catalogue): marks 200 answers public
 * (Cache-Control with s-maxage and stale-while-revalidate, a weak ETag, 304 on If-None-Match) and,
 * with a listener, keeps each answer's final JSON text per address for `ttlMs`. A change announced
 * on the catalogue channel drops the answers holding the changed products (or all of them); while
 * the listener is down nothing is served from memory. An answer that sets a cookie is private and
 * never kept. Routes whose answer depends on the session must not use this. A kept copy is answered
 * before the route runs (a copy per language, lib/language.ts, and the answers say so in Vary);
 * otherwise route()'s send step hands this cache the answer's JSON text
 * (lib/answer.ts), which it marks, keeps and sends.
 */
export function publicCache(options: PublicCacheOptions = {}): PublicCache {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
  const maxChars = options.maxChars ?? PUBLIC_CACHE_MAX_CHARS;
  let chars = 0;
  const cacheControl =
    `public, max-age=0, s-maxage=${options.sMaxAgeSeconds ?? PUBLIC_S_MAXAGE_SECONDS}, ` +
    `stale-while-revalidate=${options.staleWhileRevalidateSeconds ?? PUBLIC_STALE_WHILE_REVALIDATE_SECONDS}`;
  const listener = options.listener;
  const entries = new Map<string, Entry>();
  const keysByTag = new Map<string, Set<string>>();
  // An answer read from the database while a change was announced may predate it: it is kept only
  // when nothing it shows was dropped since its request began. `dropped` counts drops; a drop of
  // everything sets `allDroppedAt`, a drop by tag records the count in `tagDroppedAt`.
  let dropped = 0;
  let allDroppedAt = 0;
  const tagDroppedAt = new Map<string, number>();

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.body.length;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const dropAll = () => {
    dropped += 1;
    allDroppedAt = dropped;
    tagDroppedAt.clear();
    entries.clear();
    keysByTag.clear();
    chars = 0;
  };
  const dropTags = (tags: string[]) => {
    dropped += 1;
    // Bounded: past this many remembered tags, forgetting them all is the safe simplification.
    if (tagDroppedAt.size + tags.length > maxEntries * 10) return dropAll();
    for (const tag of tags) {
      tagDroppedAt.set(tag, dropped);
      for (const key of keysByTag.get(tag) ?? []) forget(key);
    }
  };
  if (listener) {
    listener.on(CATALOGUE_CHANNEL, (payload) => {
      const ids = parsePayload(payload);
      if (ids === "everything") dropAll();
      else dropTags(ids);
    });
    listener.onReset(dropAll);
  }

  const keep = (key: string, entry: Entry, startedAt: number) => {
    if (allDroppedAt > startedAt || entry.tags.some((tag) => (tagDroppedAt.get(tag) ?? 0) > startedAt))
      return;
    forget(key);
    if (entry.body.length > maxChars / 8) return;
    while (entries.size >= maxEntries || chars + entry.body.length > maxChars) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      forget(oldest);
    }
    entries.set(key, entry);
    chars += entry.body.length;
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Image addresses in answers are absolute, built from the request's origin without PUBLIC_URL;
    // names and descriptions are in the request's language, which shared caches learn from Vary.
    const key = `${requestLanguage(req)} ${req.protocol}://${req.host}${req.originalUrl}`;
    varyByLanguage(res);
    const useMemory = listener?.listening === true;
    if (useMemory) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return sendCopy(req, res, hit, cacheControl);
    }
    const startedAt = dropped;
    sendAnswerThrough(res, (body, answer) => {
      if (!res.get("Content-Type")) res.type("json");
      if (res.statusCode !== 200) return void res.send(body);
      if (res.getHeader("Set-Cookie") !== undefined) {
        res.setHeader("Cache-Control", "private, no-store");
        return void res.send(body);
      }
      const etag = weakEtag(body);
      res.setHeader("Cache-Control", cacheControl);
      res.setHeader("ETag", etag);
      if (useMemory && req.method === "GET") {
        keep(
          key,
          {
            body,
            contentType: String(res.getHeader("Content-Type")),
            etag,
            expiresAt: Date.now() + ttlMs,
            tags: options.tagsOf ? [...options.tagsOf(answer)].map(String) : [],
          },
          startedAt,
        );
      }
      // Express answers 304 itself when the request's If-None-Match names this ETag.
      res.send(body);
    });
    next();
  };

  return {
    middleware,
    get size() {
      return entries.size;
    },
  };
}

function sendCopy(req: Request, res: Response, entry: Entry, cacheControl: string): void {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", entry.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(200).setHeader("Content-Type", entry.contentType);
  res.send(entry.body);
}
