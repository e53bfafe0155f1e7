import {
  type Answer,
  type BodyEncoding,
  type Endpoint,
  ENDPOINTS,
  type ErrorStatus,
  isNamed,
  type JsonObject,
  named,
  NOT_AUTHENTICATED_DETAIL,
  type SchemaRef,
} from "@carcare/contracts";
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
  for (const status of errorStatusesOf(endpoint)) {
    responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  const operation: JsonObject = {
    operationId: operationId(endpoint),
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    // Public endpoints say so explicitly: the document has no global security requirement.
    security: endpoint.auth ? [{ sessionCookie: [] }, { bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (endpoint.body) {
    const schema = components.ref(endpoint.body, "input");
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(
        (endpoint.encodings ?? ["json"]).map((encoding) => [ENCODING_TYPES[encoding], { schema }]),
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
    result[name] = {
      description,
      ...(retryAfter ? { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } } : {}),
      content: { "application/json": { schema: components.ref(body, "output") } },
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
  return {
    openapi: "3.1.1",
    info: {
      title: "CarCare Abu Dhabi store API",
      version: options.version,
      description:
        "The store's API under /api, with the exact paths, methods and field names the existing web and " +
        "mobile clients use. Every path also answers with a trailing slash (/edit_product/12/). Money is " +
        "AED with at most two decimals. Errors are {message, error} (the same text; fields per field on " +
        "validation), except 401, which is exactly {detail}. Writes accept JSON, urlencoded and multipart " +
        "bodies; each operation lists the encodings its clients use.",
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    tags: tags.map((name) => ({ name })),
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
}
