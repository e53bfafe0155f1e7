import { createHash } from "node:crypto";
import { SHARED_PAGE_SECONDS } from "@carcare/contracts";
import type { Request } from "express";

/**
 * A visitor's page of the public routes is the same for every visitor: answered so that a shared
 * cache (a CDN) may keep it for SHARED_PAGE_SECONDS and serve it stale for ten minutes while it
 * fetches it anew (issue 30 point 1, decision 024). An operator's change to a product, price or stock
 * reaches visitors within s-maxage plus the store's own page cache (PAGE_CACHE_SECONDS).
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}, stale-while-revalidate=600`;

/**
 * What changes a visitor's page: only whether the request carries a session cookie (the language is
 * the address's, `/ar/...`; nothing on the server reads the language cookie for a page). A CDN should
 * key on the session cookie's presence rather than the whole Cookie header (decision 024).
 */
export const SHARED_PAGE_VARY = "Cookie";

/** Home, listing, product, services, vendor, plans, spare parts and privacy, in English and under /ar. */
const PUBLIC_PAGE =
  /^(?:\/ar)?\/(?:accessories(?:\/[^/]+)?|servicepage(?:\/[^/]+)?|subscription|spareparts|privacy)$/;

/** A page a shared cache may keep when a visitor asks for it. */
export function isPublicPagePath(path: string): boolean {
  return path === "/" || path === "/ar" || PUBLIC_PAGE.test(path);
}

/**
 * A visitor's page request: a GET or HEAD with no session cookie and no Authorization header. Its
 * page is the same for every visitor (rendered whole, its inline scripts allowed by hash, no nonce);
 * only the public routes' pages are also public for shared caches (`public` would let a shared cache
 * keep an authorised answer, hence no Authorization).
 */
export function isVisitorPageRequest(req: Request, sessionCookie: string): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.headers.authorization === undefined &&
    !req.headers.cookie?.includes(`${sessionCookie}=`)
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source of each inline script in a page ('sha256-…' of its text, as the browser hashes it:
 * the HTML parser turns CRLF and CR into LF). Scripts with a src are left to 'strict-dynamic'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const digest = createHash("sha256").update(text!.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The CSP with its script-src allowing 'self', these hashes and what they load ('strict-dynamic'). */
export function withScriptHashes(csp: string, hashes: string[]): string {
  const scriptSrc = ["script-src", "'self'", ...hashes, "'strict-dynamic'"].join(" ");
  return /(^|;)\s*script-src[^;]*/.test(csp)
    ? csp.replace(/(^|;)(\s*)script-src[^;]*/, `$1$2${scriptSrc}`)
    : `${csp};${scriptSrc}`;
}

/** A strong validator for a page's exact body. */
export function bodyEtag(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
