import {
  type Answer,
  type BodyEncoding,
  type Endpoint,
  ENDPOINTS,
  type ErrorStatus,
  FIELD_EXAMPLES,
  isNamed,
  type JsonObject,
  named,
  NOT_AUTHENTICATED_DETAIL,
  type SchemaRef,
  type Tag,
} from "@carcare/contracts";
import { m } from "@carcare/contracts/messages";
import { z, type ZodType } from "zod";
import { SESSION_COOKIE } from "./session.js";

// The OpenAPI 3.1 document served at /api/openapi.json, generated from the endpoint declarations
// (packages/contracts/src/<domain>.ts, gathered in api.ts) and the contracts' zod schemas (zod's JSON Schema output is draft 2020-12, the
// dialect OpenAPI 3.1 uses).

export { ENDPOINTS };
export type {
  Answer,
  BodyEncoding,
  Endpoint,
  ErrorStatus,
  HttpMethod,
  JsonObject,
  NamedSchema,
  Tag,
} from "@carcare/contracts";

// ---------------------------------------------------------------- schemas no contract names

/** The 4xx/5xx body: the old web client shows message, then error (the same text). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe("Which fields failed validation, with a reason each"),
});

/** The 401 body the clients compare word for word. */
export const UnauthenticatedBodySchema = z.object({
  detail: z
    .string()
    .describe(
      `Exactly "${NOT_AUTHENTICATED_DETAIL}" when no one is logged in; a text naming the token when a ` +
        "Bearer token is invalid or expired (the mobile app then refreshes once)",
    ),
});

// ---------------------------------------------------------------- the document

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; retryAfter?: boolean }> = {
  400: { name: "BadRequest", description: "The input was refused: the first problem as message and error" },
  401: { name: "Unauthenticated", description: "No one is logged in" },
  403: { name: "Forbidden", description: "A state-changing request from a site not in ALLOWED_ORIGINS" },
  404: { name: "NotFound", description: "The thing named does not exist (or is not the customer's)" },
  409: { name: "Conflict", description: "The request clashes with the current state" },
  413: { name: "PayloadTooLarge", description: "The body is over 100 kB" },
  415: {
    name: "UnsupportedMediaType",
    description:
      "The body's Content-Encoding or charset cannot be read (send identity, gzip, deflate or br; UTF-8)",
  },
  429: {
    name: "TooManyRequests",
    description: "Too many attempts; Retry-After says when to try again",
    retryAfter: true,
  },
  500: { name: "InternalError", description: "Something went wrong on the server (a generic message)" },
  503: {
    name: "Unavailable",
    description: "The database is briefly unavailable; Retry-After says when to try again",
    retryAfter: true,
  },
};

/** What each error's body says in its example (texts the API really answers, or their kind). */
const EN = { locale: "en" } as const;
const ERROR_EXAMPLES: Record<ErrorStatus, string> = {
  400: m.cartQuantity({}, EN),
  401: NOT_AUTHENTICATED_DETAIL,
  403: m.errorForbidden({}, EN),
  404: m.productNotFound({}, EN),
  409: m.orderItemFewLeft({ left: "2", name: "Gold Class Car Wash Shampoo" }, EN),
  413: m.requestTooLarge({}, EN),
  415: m.requestEncodingUnsupported({}, EN),
  429: m.authTooManyLogins({ wait: "15 minutes" }, EN),
  500: m.errorGeneric({}, EN),
  503: m.errorUnavailable({}, EN),
};

const ENCODING_TYPES: Record<BodyEncoding, string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};

const SCHEMA_REF_PREFIX = "#/components/schemas/";
const ERROR_BODY = named("ErrorBody", ErrorBodySchema);
const UNAUTHENTICATED_BODY = named("UnauthenticatedBody", UnauthenticatedBodySchema);

/** "/edit_product/:id" -> "/edit_product/{id}" (OpenAPI's path template). */
export const toOpenApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, "{$1}");

/** Zod's JSON Schema minus the keys that belong to a root document, not to an embedded schema. */
function jsonSchemaOf(schema: ZodType, io: "input" | "output"): JsonObject {
  const { $schema: _schema, $id: _id, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

/** Named schemas become components, one registry per direction (requests are read as input). */
class ComponentSchemas {
  private readonly ids = new Map<string, { schema: ZodType; io: "input" | "output" }>();

  ref(schema: SchemaRef, io: "input" | "output"): JsonObject {
    if (!isNamed(schema)) return jsonSchemaOf(schema, io);
    const known = this.ids.get(schema.id);
    if (known && (known.schema !== schema.schema || known.io !== io)) {
      throw new Error(`OpenAPI: the component name ${schema.id} is given to two different schemas`);
    }
    this.ids.set(schema.id, { schema: schema.schema, io });
    return { $ref: `${SCHEMA_REF_PREFIX}${schema.id}` };
  }

  build(): Record<string, JsonObject> {
    const result: Record<string, JsonObject> = {};
    for (const io of ["input", "output"] as const) {
      const registry = z.registry<{ id: string }>();
      for (const [id, entry] of this.ids) if (entry.io === io) registry.add(entry.schema, { id });
      const { schemas } = z.toJSONSchema(registry, {
        io,
        unrepresentable: "any",
        uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
      });
      for (const [id, { $schema: _schema, $id: _id, ...rest }] of Object.entries(schemas)) {
        result[id] = rest;
      }
    }
    return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
  }
}

/** Query or path parameters from an object schema's input side, one per property. */
function parametersOf(
  schema: ZodType,
  location: "query" | "path" | "header",
  notes: Endpoint["parameterNotes"] = {},
): JsonObject[] {
  const json = jsonSchemaOf(schema, "input");
  const properties = json.properties as Record<string, JsonObject> | undefined;
  if (json.type !== "object" || !properties) {
    throw new Error(`OpenAPI: ${location} parameters need an object schema`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const note = notes[name];
    return {
      name,
      in: location,
      required: location === "path" || (note?.required ?? required.has(name)),
      ...(note?.description ? { description: note.description } : {}),
      schema: note?.schema ?? property,
    };
  });
}

function operationId(endpoint: Endpoint): string {
  const words = endpoint.path
    .split("/")
    .filter((part) => part && !part.startsWith(":"))
    .join("_")
    .replace(/[^\w]/g, "_");
  return `${endpoint.method}_${words}`;
}

function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const writes = endpoint.method !== "get";
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? []);
  // Unreadable bodies (bad JSON, bad form) are refused on every write, before any route.
  if (endpoint.params || endpoint.query || endpoint.headers || endpoint.body || writes) statuses.add(400);
  if (endpoint.auth) statuses.add(401);
  if (writes) {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  statuses.add(500);
  if (!endpoint.noDatabase) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function operationOf(endpoint: Endpoint, components: ComponentSchemas): JsonObject {
  const parameters = [
    ...(endpoint.params ? parametersOf(endpoint.params, "path", endpoint.parameterNotes) : []),
    ...(endpoint.query ? parametersOf(endpoint.query, "query", endpoint.parameterNotes) : []),
    ...(endpoint.headers ? parametersOf(endpoint.headers, "header", endpoint.parameterNotes) : []),
  ];
  const responses: Record<string, JsonObject> = {};
  for (const [status, answer] of Object.entries(endpoint.answers) as [string, Answer][]) {
    const content = answer.contentType
      ? { [answer.contentType]: { schema: { type: "string" } } }
      : answer.body
        ? { "application/json": { schema: components.ref(answer.body, "output") } }
        : undefined;
    responses[status] = {
      description: answer.description,
      ...(answer.headers ? { headers: answer.headers } : {}),
      ...(content ? { content } : {}),
    };
  }
  // The catalogue's public answers carry a weak ETag and answer 304 to a matching If-None-Match.
  if (endpoint.method === "get" && endpoint.tag === "catalog") {
    responses["304"] = { description: "Not Modified: unchanged since the ETag sent in If-None-Match" };
  }
  for (const status of errorStatusesOf(endpoint)) {
    responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  const operation: JsonObject = {
    operationId: operationId(endpoint),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    // Public endpoints say so explicitly: the document has no global security requirement.
    security: endpoint.auth ? [{ sessionCookie: [] }, { bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (endpoint.body) {
    const schema = components.ref(endpoint.body, "input");
    operation.requestBody = {
      required: true,
      // JSON first where the endpoint takes it: a reader's (and Swagger UI's) default request type.
      // Every write reads all three encodings: the clients' own first after JSON, then the rest.
      content: Object.fromEntries(
        [...new Set<BodyEncoding>(["json", ...(endpoint.encodings ?? []), "form", "multipart"])].map(
          (encoding) => [ENCODING_TYPES[encoding], { schema }],
        ),
      ),
    };
  }
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return operation;
}

function errorResponseComponents(components: ComponentSchemas): Record<string, JsonObject> {
  const result: Record<string, JsonObject> = {};
  for (const [status, { name, description, retryAfter }] of Object.entries(ERROR_RESPONSES)) {
    const body = status === "401" ? UNAUTHENTICATED_BODY : ERROR_BODY;
    const text = ERROR_EXAMPLES[Number(status) as ErrorStatus];
    const example =
      status === "401"
        ? { detail: NOT_AUTHENTICATED_DETAIL }
        : status === "400"
          ? { message: text, error: text, fields: { quantity: text } }
          : { message: text, error: text };
    result[name] = {
      description,
      ...(retryAfter ? { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } } : {}),
      content: { "application/json": { schema: components.ref(body, "output"), example } },
    };
  }
  return result;
}

export interface OpenApiOptions {
  /** Where the API is mounted ("/api"); document paths include it. */
  apiBase: string;
  version: string;
  /** Whether the dev-only endpoints are mounted (and so documented). */
  includeDev: boolean;
  /** The store's public address (PUBLIC_URL), the document's server; else "/" (the host it is read from). */
  publicUrl?: string;
}

const TAG_DESCRIPTIONS: Record<Tag, string> = {
  health: "Whether the store and its database answer",
  store: "How customers reach the business, VAT and payment terms",
  docs: "This document and its readable page",
  catalog: "Products, brands, categories, deals and search",
  cart: "The logged-in customer's cart",
  wishlist: "The logged-in customer's saved products",
  reviews: "Product reviews",
  coupons: "Coupons and applying one to the cart",
  auth: "Sign-up, login (session cookie or tokens), profile and password reset",
  plans: "Car-care subscription plans",
  services: "Car-care vendors, their ratings and contacts",
  geo: "Place names to coordinates",
  addresses: "The customer's delivery addresses",
  orders: "Placing, reading and cancelling orders, with their tax documents",
  dev: "Development-only helpers (never in production)",
};

// ---------------------------------------------------------------- examples

const SAFE_INTEGER_BOUND = Number.MAX_SAFE_INTEGER;

/**
 * Drops zod's `minimum: -(2^53-1)` / `maximum: 2^53-1` on every integer: they say nothing a client
 * needs, and Swagger UI shows the minimum as the example id (-9007199254740991).
 */
function dropSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropSafeIntegerBounds);
  if (typeof node !== "object" || node === null) return;
  const json = node as JsonObject;
  if (json.minimum === -SAFE_INTEGER_BOUND) delete json.minimum;
  if (json.maximum === SAFE_INTEGER_BOUND) delete json.maximum;
  for (const value of Object.values(json)) dropSafeIntegerBounds(value);
}

/** Values for strings in a standard format that the contracts give no example of. */
const FORMAT_EXAMPLES: Record<string, string> = {
  email: "layla@example.ae",
  "date-time": "2026-11-27T09:30:00.000Z",
  date: "2026-11-27",
  uri: "https://carcare.example.ae/media/products/1.webp",
};

/**
 * An example value for a schema, composed from the contracts' own examples (`.meta({ example })` on
 * the zod schemas, which zod writes into the JSON Schema): a schema's example, else its const,
 * default or first enum value, else an object of its properties' examples or a one-item array.
 * Undefined when a required part has none (the docs test names each such gap).
 */
export function exampleOf(
  schema: unknown,
  resolve: (ref: string) => unknown,
  name?: string,
  seen: ReadonlySet<string> = new Set(),
): unknown {
  if (typeof schema !== "object" || schema === null) return undefined;
  const json = schema as JsonObject;
  if (typeof json.$ref === "string") {
    if (seen.has(json.$ref)) return undefined;
    return exampleOf(resolve(json.$ref), resolve, name, new Set([...seen, json.$ref]));
  }
  if ("example" in json) return json.example;
  if (Array.isArray(json.examples) && json.examples.length > 0) return json.examples[0];
  if ("const" in json) return json.const;
  if (Array.isArray(json.enum)) return json.enum.find((value) => value !== "") ?? json.enum[0];
  if (typeof json.format === "string" && json.format in FORMAT_EXAMPLES) return FORMAT_EXAMPLES[json.format];
  const byName = name === undefined ? undefined : fieldExample(name, json);
  if (byName !== undefined) return byName;
  if ("default" in json) return json.default;
  for (const key of ["anyOf", "oneOf"] as const) {
    if (!Array.isArray(json[key])) continue;
    for (const branch of json[key] as unknown[]) {
      const example = exampleOf(branch, resolve, name, seen);
      if (example !== undefined) return example;
    }
    return undefined;
  }
  if (Array.isArray(json.allOf)) {
    const parts = (json.allOf as unknown[]).map((part) => exampleOf(part, resolve, name, seen));
    if (parts.some((part) => typeof part !== "object" || part === null)) return undefined;
    return Object.assign({}, ...parts) as unknown;
  }
  const types = Array.isArray(json.type) ? (json.type as string[]) : [json.type];
  const type = types.find((t) => t !== "null") ?? types[0];
  switch (type) {
    case "object": {
      const properties = (json.properties ?? {}) as Record<string, unknown>;
      const required = new Set((json.required as string[] | undefined) ?? []);
      const result: JsonObject = {};
      for (const [key, property] of Object.entries(properties)) {
        const example = exampleOf(property, resolve, key, seen);
        if (example === undefined) {
          if (required.has(key)) return undefined;
        } else result[key] = example;
      }
      return result;
    }
    case "array": {
      if (json.items === undefined) return [];
      const item = exampleOf(json.items, resolve, name, seen);
      return item === undefined ? undefined : [item];
    }
    case "string":
      return undefined;
    case "integer":
    case "number":
      return typeof json.minimum === "number" ? Math.max(json.minimum, 1) : 1;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return undefined;
  }
}

/** The contracts' example for a field of this name (FIELD_EXAMPLES), when it is of a type the schema allows. */
function fieldExample(name: string, json: JsonObject): unknown {
  const value = FIELD_EXAMPLES[name];
  if (value === undefined) return undefined;
  const branches = [json, ...((json.anyOf ?? json.oneOf ?? []) as JsonObject[])];
  const types = new Set(branches.flatMap((branch) => (branch.type as string | string[] | undefined) ?? []));
  if (typeof value === "string" && types.has("string")) return value;
  if (
    typeof value === "number" &&
    (types.has("number") || (types.has("integer") && Number.isInteger(value)))
  ) {
    return value;
  }
  if (Array.isArray(value) && types.has("array")) return value;
  return undefined;
}

/** Every parameter and media type of the document gets its example (see exampleOf), in place. */
function addExamples(document: JsonObject): void {
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => (node as JsonObject | undefined)?.[key], document);
  const withExample = (holder: JsonObject) => {
    // An example written for this place (the error answers' real texts) is kept as it is.
    if (holder.example !== undefined) return;
    const example = exampleOf(
      holder.schema,
      resolve,
      typeof holder.name === "string" ? holder.name : undefined,
    );
    if (example !== undefined) holder.example = example;
  };
  const mediaTypesOf = (owner: unknown) =>
    Object.values(((owner as JsonObject | undefined)?.content ?? {}) as Record<string, JsonObject>);
  const responses = (document.components as { responses: Record<string, JsonObject> }).responses;
  for (const response of Object.values(responses)) mediaTypesOf(response).forEach(withExample);
  for (const item of Object.values(document.paths as Record<string, Record<string, JsonObject>>)) {
    for (const operation of Object.values(item)) {
      for (const parameter of (operation.parameters ?? []) as JsonObject[]) withExample(parameter);
      mediaTypesOf(operation.requestBody).forEach(withExample);
      for (const response of Object.values(operation.responses as Record<string, JsonObject>)) {
        mediaTypesOf(response).forEach(withExample);
      }
    }
  }
}

/** The OpenAPI 3.1 document for this configuration; build it once at startup (it is not small). */
export function createOpenApiDocument(options: OpenApiOptions): JsonObject {
  const components = new ComponentSchemas();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of ENDPOINTS) {
    if (endpoint.devOnly && !options.includeDev) continue;
    const path = `${options.apiBase}${toOpenApiPath(endpoint.path)}`;
    const item = (paths[path] ??= {});
    if (item[endpoint.method]) throw new Error(`OpenAPI: ${endpoint.method} ${path} is listed twice`);
    item[endpoint.method] = operationOf(endpoint, components);
  }
  const responses = errorResponseComponents(components);
  const tags = [...new Set(ENDPOINTS.filter((e) => !e.devOnly || options.includeDev).map((e) => e.tag))];
  const document: JsonObject = {
    openapi: "3.1.1",
    info: {
      title: "CarCare Abu Dhabi store API",
      version: options.version,
      description:
        "The store's API under /api, with the exact paths, methods and field names the existing web and " +
        "mobile clients use, written as they call them (the spec's id paths end with a slash: " +
        "/edit_product/12/); the server answers every path with or without that trailing slash. Money is " +
        "AED with at most two decimals. Errors are {message, error} (the same text; fields per field on " +
        "validation), except 401, which is exactly {detail}. Writes accept JSON, urlencoded and multipart " +
        "bodies; each operation lists the encodings its clients use.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [
      options.publicUrl
        ? { url: options.publicUrl.replace(/\/$/, ""), description: "This store (PUBLIC_URL)" }
        : { url: "/", description: "The host this document was read from" },
    ],
    tags: tags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas: components.build(),
      responses,
      headers: {
        RetryAfter: {
          description: "Seconds to wait before trying again",
          schema: { type: "string", pattern: "^\\d+$" },
        },
      },
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The session cookie set by UserLogin, signup and verify_login_otp (web clients)",
        },
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "The access token from UserLogin or refresh_token (the mobile app; it may also send it as the " +
            "access_token cookie)",
        },
      },
    },
  };
  dropSafeIntegerBounds(document);
  addExamples(document);
  return document;
}
