import type { RequestHandler } from "express";
import { AppError } from "./errors.js";
import { SESSION_COOKIE } from "./session.js";
import { hasBearerHeader } from "./tokens.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request that says where it comes from (Origin, or else Referer)
 * must come from an allowed origin. Requests with neither are not from a browser page (the mobile
 * app, scripts) and carry no ambient cookie risk beyond SameSite=Lax, so they pass.
 * A request that authenticates with an Authorization header and carries no session cookie passes
 * too: a browser never adds that header by itself, so another site cannot borrow it. With a session
 * cookie beside it, the cookie could be the ambient credential, and the check applies.
 */
export function originCheck(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, "")));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (hasBearerHeader(req) && !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
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
