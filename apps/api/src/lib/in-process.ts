import type { Endpoint, RouteRef } from "@carcare/contracts";
import type { Router } from "express";
import { AppError, toHttp } from "./errors.js";
import type { Language } from "./language.js";

// The page loaders read the store through the same endpoint handlers the API answers with, called
// in-process: no HTTP, no serialization, the same input checks and the same answer. route() registers
// each handler here beside mounting it; the app gathers its routers' handlers into one `call`, and
// lib/web.ts hands that to the loaders (WebLoadContext.call) with the session's customer.

/** What an in-process caller sends: each part before its schema, as a client would. */
export interface SentParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: unknown;
}

/** `origin`: the public origin image URLs in the answer are made absolute on; `language`: the page's. */
type InProcessHandler = (
  sent: SentParts,
  userId: number | null,
  origin: string,
  language: Language,
) => Promise<unknown>;

const handlersByRouter = new WeakMap<Router, Map<string, InProcessHandler>>();
const keyOf = (endpoint: Pick<Endpoint, "method" | "path">) => `${endpoint.method} ${endpoint.path}`;

/** route() only: records a router's handler for in-process calls. */
export function registerInProcess(router: Router, declaration: Endpoint, handler: InProcessHandler): void {
  let handlers = handlersByRouter.get(router);
  if (!handlers) handlersByRouter.set(router, (handlers = new Map()));
  handlers.set(keyOf(declaration), handler);
}

/** Why an in-process call failed: the status and body the API would have answered over HTTP. */
export class CallError extends Error {
  override readonly name = "CallError";
  readonly status: number;
  readonly body: ReturnType<typeof toHttp>["body"];
  /** `language`: the page's, which the body's message is said in. */
  constructor(error: AppError, language: Language = "en") {
    const { status, body } = toHttp(error, language);
    super(`${status}: ${error.message}`, { cause: error });
    this.status = status;
    this.body = body;
  }
}

/** One customer's (or a visitor's) way to call any endpoint mounted on the given routers. */
export type InProcessCall = <E extends Endpoint>(route: RouteRef<E>, input?: SentParts) => Promise<unknown>;

/** Query and path values as HTTP would carry them (text), so schemas read them exactly as from a URL. */
function asText(values: unknown): unknown {
  if (values === undefined || values === null || typeof values !== "object") return values;
  const text: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    text[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return text;
}

/**
 * The in-process caller over a set of routers: `callerFor(userId, origin, language)(route, input)` runs
 * the handler with that customer (null: a visitor), image URLs absolute on `origin`, answering in the
 * page's language. A refusal rejects
 * with a CallError carrying the HTTP status and body; an unknown route is a programming error.
 */
export function inProcessCaller(
  routers: Router[],
): (userId: number | null, origin: string, language?: Language) => InProcessCall {
  const handlers = new Map<string, InProcessHandler>();
  for (const router of routers) {
    for (const [key, handler] of handlersByRouter.get(router) ?? []) handlers.set(key, handler);
  }
  return (userId, origin, language = "en") =>
    async (route, input = {}) => {
      const handler = handlers.get(keyOf(route));
      if (!handler) throw new Error(`No in-process handler for ${route.method.toUpperCase()} ${route.path}`);
      try {
        const sent = { ...input, params: asText(input.params), query: asText(input.query) };
        return await handler(sent, userId, origin, language);
      } catch (error) {
        throw error instanceof AppError ? new CallError(error, language) : error;
      }
    };
}
