import type { RequestHandler } from "express";
import { AppError } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request that says where it comes from (Origin, or else Referer)
 * must come from an allowed origin. Requests with neither are not from a browser page (the mobile
 * app, scripts) and carry no ambient cookie risk beyond SameSite=Lax, so they pass.
 */
export function originCheck(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, "")));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const referer = req.get("referer");
    let source: string | null = null;
    if (origin && origin !== "null") source = origin;
    else if (origin === "null") source = "null";
    else if (referer) {
      try {
        source = new URL(referer).origin;
      } catch {
        source = "invalid";
      }
    }
    if (source === null) return next();
    const host = req.get("host");
    const sameHost = host !== undefined && (source === `http://${host}` || source === `https://${host}`);
    if (sameHost || allowed.has(source)) return next();
    next(
      new AppError("FORBIDDEN", "This request came from a site that is not allowed to change this store."),
    );
  };
}
