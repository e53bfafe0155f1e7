import type { Request, RequestHandler, Response, Router } from "express";
import { type Endpoint, type EndpointAnswer, type EndpointPart, schemaOf } from "@carcare/contracts";
import type { ZodType } from "zod";
import { sendAnswer } from "./answer.js";
import { unauthenticated } from "./errors.js";
import { registerInProcess, type SentParts } from "./in-process.js";
import { answersCarryImages, withAbsoluteImages } from "./public-url.js";
import { type Language, requestLanguage, varyByLanguage } from "./language.js";
import { requireUser } from "./session.js";
import { sayIn } from "./text.js";
import { readableIssuesIn, zodToAppError } from "./validate.js";

// One declaration per endpoint (packages/contracts/src/<domain>.ts) names its method, path, input and answer schemas,
// and what the OpenAPI document says about it. `route()` mounts a handler on a declaration: the input
// is validated and typed from the same schemas, and the handler must return the answer's contract
// type. So the path, the schemas and the document cannot drift apart.

export type { Endpoint, HttpMethod, JsonObject, SchemaRef, Tag } from "@carcare/contracts";

/** What a handler receives: each part after its schema, and the customer's id behind auth. */
export interface RouteInput<E extends Endpoint> {
  params: EndpointPart<E, "params">;
  query: EndpointPart<E, "query">;
  body: EndpointPart<E, "body">;
  headers: EndpointPart<E, "headers">;
  /** The logged-in customer: always one behind auth, else null for a visitor. */
  userId: E extends { auth: true } ? number : number | null;
  /** True when a page loader calls the handler in-process (lib/in-process.ts), without HTTP. */
  inProcess: boolean;
  /** The language to answer in: the page's over in-process calls, else lib/language.ts's reading of the request. */
  language: Language;
  /** HTTP only: reading them in a page loader's in-process call throws. */
  req: Request;
  res: Response;
}

/** What the handler returns: one of the bodies its declaration's answers name. */
export type RouteAnswer<E extends Endpoint> = EndpointAnswer<E>;

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<RouteAnswer<E>> | RouteAnswer<E>;

/** The Cache-Control a successful answer carries, from its declaration (none: the app's default). */
function cacheControlOf(declaration: Endpoint, userId: number | null): string | undefined {
  const declared = declaration.cacheControl;
  if (declared === undefined || typeof declared === "string") return declared;
  return userId === null ? undefined : declared.customer;
}

const httpOnly = (name: string) => () => {
  throw new Error(`This handler reads ${name}: it answers over HTTP only, not to a page's in-process call`);
};
/** What an in-process call's handler gets for req and res: reading either is a programming error. */
const HTTP_ONLY: PropertyDescriptorMap = { req: { get: httpOnly("req") }, res: { get: httpOnly("res") } };

/**
 * The status a handler's answer gets unless it sets another: 201 for endpoints that only create,
 * else 200 (a handler answering two success statuses, or 503, sets it with res.status()).
 */
function defaultStatusOf(declaration: Endpoint): number {
  const statuses = Object.keys(declaration.answers);
  return statuses.includes("201") && !statuses.includes("200") ? 201 : 200;
}

/**
 * A success body's `message` (the toast: "Successfully added") in the answer's language: handlers
 * return the catalogue's English, as the clients that ask for no language get it.
 */
function localised<T>(answer: T, language: Language): T {
  if (language === "en" || typeof answer !== "object" || answer === null || Array.isArray(answer))
    return answer;
  const { message } = answer as { message?: unknown };
  return typeof message === "string" ? { ...answer, message: sayIn(message, language) } : answer;
}

/** Header names as the client spells them, paired with Node's lower-case key in req.headers. */
function headerNamesOf(schema: ZodType | undefined): [string, string][] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (schema && !shape) throw new Error("route(): headers must be an object schema");
  return Object.keys(shape ?? {}).map((name) => [name, name.toLowerCase()]);
}

/**
 * Mounts a handler on a declared endpoint: requireUser when it is private, then any `before`
 * middleware, then params, query, body and headers each checked by its schema (the first failure
 * answers 400 with the spec's error shape, before the handler runs). The handler's return value is
 * sent as JSON (lib/answer.ts: image fields absolute), typed by the contract, never parsed again at
 * run time.
 */
export function route<const E extends Endpoint>(
  router: Router,
  declaration: E,
  handler: RouteHandler<E>,
): void;
export function route<const E extends Endpoint>(
  router: Router,
  declaration: E,
  options: { before: RequestHandler[] },
  handler: RouteHandler<E>,
): void;
export function route<const E extends Endpoint>(
  router: Router,
  declaration: E,
  ...args: [RouteHandler<E>] | [{ before: RequestHandler[] }, RouteHandler<E>]
): void {
  const [options, handler] = args.length === 1 ? [{ before: [] }, args[0]] : args;
  // Everything a request needs is worked out here, once: no closures or schemas per request.
  const params = declaration.params;
  const query = declaration.query;
  const body = declaration.body ? schemaOf(declaration.body) : undefined;
  const headers = declaration.headers;
  const headerNames = headerNamesOf(headers);
  const status = defaultStatusOf(declaration);
  const sendsItself = Object.values(declaration.answers).some(
    (answer) => answer.contentType !== undefined || answer.sentByHandler === true,
  );
  const carriesImages = answersCarryImages(
    Object.values(declaration.answers).flatMap((answer) => (answer.body ? [schemaOf(answer.body)] : [])),
  );

  /** Each part checked by its schema, in this order, so the first problem named is always the same. */
  const parse = (sent: SentParts, language: Language) => {
    const readableIssues = readableIssuesIn[language];
    const input = { params: undefined as unknown, query: undefined as unknown, body: undefined as unknown };
    const parsedHeaders = { headers: undefined as unknown };
    if (params) {
      const parsed = params.safeParse(sent.params, readableIssues.params);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.params = parsed.data;
    }
    if (query) {
      const parsed = query.safeParse(sent.query, readableIssues.query);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.query = parsed.data;
    }
    if (body) {
      const parsed = body.safeParse(sent.body ?? {}, readableIssues.body);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.body = parsed.data;
    }
    if (headers) {
      const parsed = headers.safeParse(sent.headers, readableIssues.headers);
      if (!parsed.success) throw zodToAppError(parsed.error);
      parsedHeaders.headers = parsed.data;
    }
    return { ...input, ...parsedHeaders };
  };

  const run: RequestHandler = async (req, res) => {
    const sentHeaders: Record<string, string | string[] | undefined> = {};
    for (const [name, key] of headerNames) sentHeaders[name] = req.headers[key];
    const language = requestLanguage(req);
    const parts = parse(
      { params: req.params, query: req.query, body: req.body, headers: sentHeaders },
      language,
    );
    // Behind auth, requireUser has set the customer; elsewhere a logged-in visitor is still known.
    const sessionUser = req.userId ?? req.session?.userId;
    const userId = typeof sessionUser === "number" ? sessionUser : null;
    if (status !== 200) res.status(status);
    const cacheControl = cacheControlOf(declaration, userId);
    if (cacheControl) res.setHeader("Cache-Control", cacheControl);
    // A public answer may be kept by shared caches: it is kept per language (issue 27).
    if (cacheControl?.startsWith("public")) varyByLanguage(res);
    const answer = localised(
      await handler({ ...parts, userId, inProcess: false, language, req, res } as RouteInput<E>),
      language,
    );
    if (!sendsItself) sendAnswer(req, res, answer, carriesImages);
  };

  if (!sendsItself) {
    registerInProcess(router, declaration, async (sent, userId, origin, language) => {
      if (declaration.auth && userId === null) throw unauthenticated();
      const parts = parse(sent, language);
      const input = Object.defineProperties({ ...parts, userId, inProcess: true, language }, HTTP_ONLY);
      const answer = localised(await handler(input as RouteInput<E>), language);
      // The same absolute image URLs as over HTTP, so a page's HTML and the browser's reads agree.
      return carriesImages ? withAbsoluteImages(answer, origin) : answer;
    });
  }

  const chain: RequestHandler[] = declaration.auth ? [requireUser, ...options.before] : options.before;
  router[declaration.method](declaration.path, ...chain, run);
}
