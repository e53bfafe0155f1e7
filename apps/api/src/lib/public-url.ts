import type { Request, RequestHandler } from "express";

/**
 * The answers' image fields (contracts: `image` of products, promoted products and order items,
 * `product_image` of cart and wishlist lines, a vendor's `images`). The database keeps what the
 * operators imported, usually a path like /img/products/x.svg; a client on another origin would ask
 * its own host for that path, so every answer carries them as absolute URLs (issue 19).
 */
const IMAGE_FIELDS = new Set(["image", "product_image", "images"]);

/** A URL with a scheme (https:, data:) or a scheme-relative one: already says where it lives. */
const HAS_SCHEME = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** Image files served outside /api (the web app's public files and any other image path). */
export const IMAGE_PATH = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i;

/**
 * The store's address as browsers see it: PUBLIC_URL when configured, else the address the request
 * came in on (with TRUST_PROXY, Express reads the proxy's X-Forwarded-Proto and X-Forwarded-Host).
 */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.host}`;
}

/** An image path made absolute against `origin`; a full URL from an import file stays as it is. */
export function absoluteImageUrl(value: string, origin: string): string {
  if (value === "" || HAS_SCHEME.test(value)) return value;
  return `${origin}${value.startsWith("/") ? "" : "/"}${value}`;
}

/** A copy of an answer (any depth) with every image field absolute; the input is never changed. */
export function withAbsoluteImages<T>(value: T, origin: string): T {
  return rewrite(value, origin, false) as T;
}

function rewrite(value: unknown, origin: string, isImage: boolean): unknown {
  if (typeof value === "string") return isImage ? absoluteImageUrl(value, origin) : value;
  if (Array.isArray(value)) return value.map((item) => rewrite(item, origin, isImage));
  // Plain objects only: a Date or a Buffer is sent as JSON gives it.
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) {
    return value;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = rewrite(field, origin, IMAGE_FIELDS.has(key));
  return copy;
}

/**
 * The one place the API's answers get absolute image URLs: every `res.json` under /api goes through
 * withAbsoluteImages, so no route or service builds image URLs by hand.
 */
export function absoluteImagesInAnswers(publicUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(withAbsoluteImages(body, publicOrigin(req, publicUrl)));
    next();
  };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether browsers keep a Secure cookie set by this address: https, or plain http on the machine
 * itself (browsers treat http://localhost as a secure context).
 */
export function storesSecureCookies(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}
