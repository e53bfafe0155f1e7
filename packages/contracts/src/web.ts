// What the server hands the web app's route loaders (React Router's load context): the endpoints
// called in-process for the customer of the request, answering exactly what the API answers.
import type { Language } from "./constants.js";
import type { EndpointCall } from "./endpoint.js";

/** One public page of the sitemap: a path and when it last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The load context of every page request. */
export interface WebLoadContext {
  /**
   * Calls an endpoint's handler in-process, as this request's customer (or a visitor), with the
   * same input checks and answer as over HTTP. A refusal rejects with an Error carrying the HTTP
   * `status` and `body` the API would have answered (404 for a product nobody has, 401 behind a login).
   */
  call: EndpointCall;
  /** The logged-in customer's id from the session, or null. */
  userId: number | null;
  /** The page's language, from its address (`/ar/...` is Arabic); `call` answers in it. */
  language: Language;
  /** The page's Content-Security-Policy nonce; empty for a visitor's public page (scripts allowed by hash). */
  cspNonce: string;
  /** Render the whole page before sending it (a page the server keeps for other visitors). */
  renderWhole: boolean;
  /** Scheme and host the request came to (honours TRUST_PROXY), for absolute URLs in head tags. */
  origin: string;
  /** Logs a page's server error once, with the request, through the server's logger. */
  logError(error: unknown, request: { method: string; url: string }): void;
}
