import type { ZodType, z } from "zod";
import { MessageSchema } from "./common.js";

// One declaration per endpoint, kept beside its domain's schemas (cart.ts declares the cart's
// endpoints): method, path, input and answer schemas, and what the OpenAPI document says about it.
// The API mounts its handlers on these (apps/api/src/lib/route.ts) and generates its OpenAPI document
// from them; the web calls them through one typed client (apps/web/src/lib/api-client.ts) over the
// zod-free route table this package builds from them (`@carcare/contracts/routes`), and the page
// loaders call the same handlers in-process (`context.call`). A path is written once, here.

/** A JSON Schema or OpenAPI object, as plain JSON. */
export type JsonObject = { [key: string]: unknown };

export type HttpMethod = "get" | "post" | "put" | "delete";
/** How a request body may be sent: every write parses all three; these are the documented ones. */
export type BodyEncoding = "json" | "form" | "multipart";
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
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

export const schemaOf = <S extends ZodType>(ref: SchemaRef<S>): S => (isNamed(ref) ? (ref.schema as S) : ref);

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

/** The answer most writes give: `{ message }`, the text the clients show. */
export const MESSAGE_ANSWER = named("Message", MessageSchema);

export interface Endpoint {
  method: HttpMethod;
  /**
   * Express form, under the API base, exactly as the spec's clients call it: "/edit_product/:id/"
   * (with the trailing slash where they send one). The document declares this form; Express's
   * non-strict routing answers the path with or without the trailing slash.
   */
  path: string;
  tag: Tag;
  summary: string;
  /** What a client developer needs beyond the summary: who may call it, what it changes, its limits. */
  description: string;
  /** Needs a logged-in customer: 401 {detail} without one, and the handler gets the customer's id. */
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
  /** Statuses the endpoint's own story can answer; input (400), 401, 403, 413, 415, 500 and 503 are added by rule. */
  errors?: ErrorStatus[];
  /** The endpoint never reads the database, so it never answers 503 for it. */
  noDatabase?: boolean;
  /** Mounted only outside production with the embedded mail outbox. */
  devOnly?: boolean;
  /**
   * The Cache-Control of a successful answer, set by the API before its handler runs; `customer`:
   * only when a customer is logged in (a public answer that says something about them).
   */
  cacheControl?: string | { customer: string };
}

/** Keeps a declaration's exact schema types (for the handlers and the client) while checking it is an Endpoint. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Output<S> = S extends ZodType ? z.output<S> : undefined;
type Input<S> = S extends ZodType ? z.input<S> : undefined;
type RefOutput<R> = R extends NamedSchema<infer S> ? z.output<S> : Output<R>;
type RefInput<R> = R extends NamedSchema<infer S> ? z.input<S> : Input<R>;

/** Each part of a request after its schema: what a handler reads. */
export type EndpointPart<E, K extends "params" | "query" | "headers" | "body"> = E extends {
  [P in K]: infer S;
}
  ? RefOutput<S>
  : undefined;

type AnswerBody<A> = A extends { contentType: string } | { sentByHandler: true }
  ? void
  : A extends { body: infer R }
    ? RefOutput<R>
    : void;
/** The union of the bodies the declaration's answers name: what the handler returns. */
export type EndpointAnswer<E extends Endpoint> = {
  [K in keyof E["answers"]]: AnswerBody<E["answers"][K]>;
}[keyof E["answers"]];

/** The body of a successful (2xx) answer: what a caller receives. */
export type EndpointSuccess<E extends Endpoint> = {
  [K in keyof E["answers"] & (200 | 201)]: AnswerBody<E["answers"][K]>;
}[keyof E["answers"] & (200 | 201)];

type PartInput<E, K extends string> = E extends { [P in K]: infer S } ? RefInput<S> : never;

/**
 * What a caller sends: each part before its schema (text or numbers where the schema coerces). The
 * parts are optional in the type; the API's schemas refuse a missing one with a 400.
 */
export interface EndpointInput<E extends Endpoint> {
  params?: PartInput<E, "params">;
  query?: PartInput<E, "query">;
  body?: PartInput<E, "body">;
  headers?: PartInput<E, "headers">;
}

/** One way to call an endpoint: over HTTP (the browser) or in-process (a page loader). */
export type EndpointCall = <E extends Endpoint>(
  route: RouteRef<E>,
  input?: EndpointInput<E>,
  options?: { signal?: CallSignal },
) => Promise<EndpointSuccess<E>>;

/** What a call reads of an AbortSignal (the browser's and Node's both fit); in-process calls ignore it. */
export interface CallSignal {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/**
 * An endpoint as the web's client and the page loaders name it: its name, method and path, without
 * its zod schemas (which would weigh down every page). The declaration's types ride along, so a call
 * is typed from the same schemas the API checks. Built for every declaration into the package's
 * `routes` entry (scripts/route-table.mjs).
 */
export interface RouteRef<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Types only: never set at run time. */
  readonly endpoint?: E;
}

/** The route table of a set of declarations: each one's method and path (all a call needs to find it). */
export function routeTable<A extends Record<string, Endpoint>>(
  api: A,
): { readonly [K in keyof A]: RouteRef<A[K]> } {
  const table: Record<string, RouteRef> = {};
  for (const [name, { method, path }] of Object.entries(api)) table[name] = { method, path };
  return table as { readonly [K in keyof A]: RouteRef<A[K]> };
}
