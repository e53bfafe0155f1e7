import type { Request, RequestHandler, Response, Router } from "express";
import type { ZodType, z } from "zod";
import { sendAnswer } from "./answer.js";
import { answersCarryImages } from "./public-url.js";
import { requireUser } from "./session.js";
import { readableIssues, zodToAppError } from "./validate.js";

// One declaration per endpoint (lib/endpoints.ts) names its method, path, input and answer schemas,
// and what the OpenAPI document says about it. `route()` mounts a handler on a declaration: the input
// is validated and typed from the same schemas, and the handler must return the answer's contract
// type. So the path, the schemas and the document cannot drift apart.

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type JsonObject = { [key: string]: unknown };

export type HttpMethod = "get" | "post" | "put" | "delete";
/** How a request body may be sent: every write parses all three (app.ts); these are the documented ones. */
export type BodyEncoding = "json" | "form" | "multipart";
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;
export type Tag =
  | "health"
  | "store"
  | "catalog"
  | "cart"
  | "wishlist"
  | "reviews"
  | "coupons"
  | "auth"
  | "addresses"
  | "orders"
  | "plans"
  | "services"
  | "geo"
  | "docs"
  | "dev";

/** A schema that becomes a named component (#/components/schemas/<id>) instead of being inlined. */
export interface NamedSchema<S extends ZodType = ZodType> {
  readonly id: string;
  readonly schema: S;
}
export type SchemaRef<S extends ZodType = ZodType> = S | NamedSchema<S>;

export const named = <S extends ZodType>(id: string, schema: S): NamedSchema<S> => ({ id, schema });

export const isNamed = (schema: SchemaRef): schema is NamedSchema => "id" in schema && "schema" in schema;

const schemaOf = <S extends ZodType>(ref: SchemaRef<S>): S => (isNamed(ref) ? (ref.schema as S) : ref);

export interface Answer<S extends ZodType = ZodType> {
  description: string;
  /** JSON body; absent for answers that are not JSON (see contentType). */
  body?: SchemaRef<S>;
  /** A non-JSON answer (the docs page); its body schema is a string. The handler sends it itself. */
  contentType?: string;
  headers?: Record<string, JsonObject>;
  /** The handler sends this JSON answer itself (e.g. a document serialized once at startup). */
  sentByHandler?: true;
}

/** A JSON answer with its contract schema. */
export const ok = <S extends ZodType>(
  description: string,
  body: SchemaRef<S>,
): { description: string; body: SchemaRef<S> } => ({ description, body });

export interface Endpoint {
  method: HttpMethod;
  /** Express form, under the API base: "/edit_product/:id". */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** Needs a logged-in customer: requireUser runs first (401 {detail}) and the handler gets userId. */
  auth?: boolean;
  params?: ZodType;
  query?: ZodType;
  /** Request headers the endpoint reads, by their usual spelling ("Idempotency-Key"); an object schema. */
  headers?: ZodType;
  /** What a parameter or header means, or its schema where the zod input says nothing useful. */
  parameterNotes?: Record<string, { description?: string; schema?: JsonObject; required?: boolean }>;
  body?: SchemaRef;
  /** Defaults to ["json"]. */
  encodings?: BodyEncoding[];
  answers: Partial<Record<200 | 201, Answer>> & Partial<Record<ErrorStatus, Answer>>;
  /** Statuses the endpoint's own story can answer; input (400), 401, 403, 413, 500 and 503 are added by rule. */
  errors?: ErrorStatus[];
  /** The endpoint never reads the database, so it never answers 503 for it. */
  noDatabase?: boolean;
  /** Mounted only outside production with the embedded mail outbox (app.ts: devOutbox). */
  devOnly?: boolean;
}

/** Keeps a declaration's exact schema types (for route()) while checking it is an Endpoint. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Output<S> = S extends ZodType ? z.output<S> : undefined;
type RefOutput<R> = R extends NamedSchema<infer S> ? z.output<S> : Output<R>;
type Part<E, K extends string> = E extends { [P in K]: infer S } ? Output<S> : undefined;

/** What a handler receives: each part after its schema, and the customer's id behind auth. */
export interface RouteInput<E extends Endpoint> {
  params: Part<E, "params">;
  query: Part<E, "query">;
  body: E extends { body: infer R } ? RefOutput<R> : undefined;
  headers: Part<E, "headers">;
  userId: E extends { auth: true } ? number : undefined;
  req: Request;
  res: Response;
}

type AnswerBody<A> = A extends { contentType: string } | { sentByHandler: true }
  ? void
  : A extends { body: infer R }
    ? RefOutput<R>
    : void;
/** The union of the bodies the declaration's answers name: what the handler must return. */
export type RouteAnswer<E extends Endpoint> = {
  [K in keyof E["answers"]]: AnswerBody<E["answers"][K]>;
}[keyof E["answers"]];

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<RouteAnswer<E>> | RouteAnswer<E>;

/**
 * The status a handler's answer gets unless it sets another: 201 for endpoints that only create,
 * else 200 (a handler answering two success statuses, or 503, sets it with res.status()).
 */
function defaultStatusOf(declaration: Endpoint): number {
  const statuses = Object.keys(declaration.answers);
  return statuses.includes("201") && !statuses.includes("200") ? 201 : 200;
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

  const run: RequestHandler = async (req, res) => {
    const input = {
      params: undefined as unknown,
      query: undefined as unknown,
      body: undefined as unknown,
      headers: undefined as unknown,
      userId: req.userId,
      req,
      res,
    };
    // Checked in this order, so the first problem named is the same as before the helper.
    if (params) {
      const parsed = params.safeParse(req.params, readableIssues.params);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.params = parsed.data;
    }
    if (query) {
      const parsed = query.safeParse(req.query, readableIssues.query);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.query = parsed.data;
    }
    if (body) {
      const parsed = body.safeParse(req.body ?? {}, readableIssues.body);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.body = parsed.data;
    }
    if (headers) {
      const sent: Record<string, string | string[] | undefined> = {};
      for (const [name, key] of headerNames) sent[name] = req.headers[key];
      const parsed = headers.safeParse(sent, readableIssues.headers);
      if (!parsed.success) throw zodToAppError(parsed.error);
      input.headers = parsed.data;
    }
    if (status !== 200) res.status(status);
    const answer = await handler(input as RouteInput<E>);
    if (!sendsItself) sendAnswer(req, res, answer, carriesImages);
  };

  const chain: RequestHandler[] = declaration.auth ? [requireUser, ...options.before] : options.before;
  router[declaration.method](declaration.path, ...chain, run);
}
