import type { Request, RequestHandler, Response } from "express";
import { type ZodType, z } from "zod";

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

/** Any JSON Schema node (or list of them) holding a property named like an image field. */
function namesImageField(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(namesImageField);
  if (node === null || typeof node !== "object") return false;
  const { properties } = node as { properties?: unknown };
  if (properties !== null && typeof properties === "object") {
    if (Object.keys(properties).some((key) => IMAGE_FIELDS.has(key))) return true;
  }
  return Object.values(node).some(namesImageField);
}

/** Per contract schema, worked out once per process (every app mounts the same declarations). */
const carriesImages = new WeakMap<ZodType, boolean>();

/**
 * Whether any of an endpoint's answers has an image field, read from its contract schemas (their
 * `image`, `product_image` and `images` properties): only those answers are rewritten.
 */
export function answersCarryImages(answerSchemas: ZodType[]): boolean {
  return answerSchemas.some((schema) => {
    let carries = carriesImages.get(schema);
    if (carries === undefined) {
      carries = namesImageField(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }));
      carriesImages.set(schema, carries);
    }
    return carries;
  });
}

/**
 * The request's public origin for an answer's images (publicOrigin with PUBLIC_URL), kept in
 * res.locals for route()'s send step (lib/route.ts): the one place the API's answers get absolute
 * image URLs, so no route or service builds them by hand.
 */
export function answersPublicOrigin(publicUrl: string | undefined): RequestHandler {
  return (req, res, next) => {
    res.locals.publicOrigin = publicOrigin(req, publicUrl);
    next();
  };
}

/** The origin answers' images are made absolute on: the one answersPublicOrigin kept, else the request's own. */
export function answerOrigin(req: Request, res: Response): string {
  const kept: unknown = res.locals.publicOrigin;
  return typeof kept === "string" ? kept : publicOrigin(req, undefined);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether browsers keep a Secure cookie set by this address: https, or plain http on the machine
 * itself (browsers treat http://localhost as a secure context).
 */
export function storesSecureCookies(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}
