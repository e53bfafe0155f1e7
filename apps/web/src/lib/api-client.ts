import type {
  ApiError,
  CallSignal,
  Endpoint,
  EndpointCall,
  EndpointInput,
  RouteRef,
} from "@carcare/contracts";
// The zod-free entry: the main one would bring zod into every page's first load.
import { NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts/constants";
import { m } from "../paraglide/messages.js";
import { currentLanguage } from "./language";

export type { EndpointCall };
/** What a read passes on to its call: the query's abort signal. */
export interface CallOptions {
  signal?: CallSignal;
}

/** Where the store's API lives: same origin as the web app, so the session cookie just works. */
export const API_BASE = "/api";

/** Shown when the request never got an answer (offline, DNS, server down), in the page's language. */
export const networkErrorMessage = (): string => m.common_errors_network();

/** The last resort of the spec's error chain (section 8), in the page's language. */
export const genericErrorMessage = (): string => m.common_errors_generic();

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Anything with a zod-style `parse`; every schema in @carcare/contracts fits. */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** FormData is sent as multipart as it is; anything else is sent as JSON. */
  body?: unknown;
  /** When given, the success body is parsed with it and a mismatch is an error. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. place_order's Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * Why a request failed: `network` = no answer at all, `http` = a non-2xx answer,
 * `invalid-response` = a 2xx answer whose body is not what the contract says.
 */
export type ApiErrorKind = "network" | "http" | "invalid-response";

/** The one error type apiFetch throws (apart from aborts, which are rethrown untouched). */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The error body read with ApiErrorSchema, or null when there was none or it had another shape. */
  readonly body: ApiError | null;
  /** The text to show a person: message, then error, then detail, then a fallback (spec section 8). */
  readonly userMessage: string;
  /** Seconds from a Retry-After header (429 cooldowns), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    body: ApiError | null;
    userMessage: string;
    retryAfterSeconds?: number | null;
    request: string;
    cause?: unknown;
  }) {
    const outcome = init.kind === "network" ? "got no answer" : `failed with ${init.status}`;
    super(`${init.request} ${outcome}: ${init.userMessage}`, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.userMessage = init.userMessage;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/** Calls the store's API and returns the (optionally schema-checked) JSON body; throws ApiRequestError. */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = "GET", body, schema, signal } = options;
  const request = `${method} ${API_BASE}${path}`;
  // The API answers in the page's language (the language cookie, when set, says the same: lib/language-cookie.ts).
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
  };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    requestBody = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: requestBody,
      credentials: "include",
      // TanStack Query is this page's cache. Public catalogue answers allow stale-while-revalidate
      // for CDNs, which browsers honour too: revalidating every time (a 304 when unchanged) keeps a
      // refetch after a change (a new review, a price) from showing the old answer.
      cache: "no-cache",
      signal,
    });
    text = await response.text();
  } catch (error) {
    // A cancelled request is the caller's decision, not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiRequestError({
      kind: "network",
      status: 0,
      body: null,
      userMessage: networkErrorMessage(),
      request,
      cause: error,
    });
  }

  const parsedBody = parseJson(text);

  if (!response.ok) {
    const errorBody = isApiError(parsedBody.value) ? parsedBody.value : null;
    throw new ApiRequestError({
      kind: "http",
      status: response.status,
      body: errorBody,
      userMessage: errorBody?.message ?? errorBody?.error ?? errorBody?.detail ?? genericErrorMessage(),
      retryAfterSeconds: retryAfterOf(response.headers.get("Retry-After")),
      request,
    });
  }

  const invalidResponse = (cause: unknown) =>
    new ApiRequestError({
      kind: "invalid-response",
      status: response.status,
      body: null,
      userMessage: genericErrorMessage(),
      request,
      cause,
    });

  if (!parsedBody.ok) throw invalidResponse(new SyntaxError("The response body is not JSON"));
  if (!schema) return parsedBody.value as T;
  try {
    return schema.parse(parsedBody.value);
  } catch (error) {
    throw invalidResponse(error);
  }
}

/** True when the server says the caller is not logged in (401, or the spec's exact detail text). */
export function isUnauthenticated(error: unknown): boolean {
  return (
    statusOf(error) === 401 ||
    (error instanceof ApiRequestError && error.body?.detail === NOT_AUTHENTICATED_DETAIL)
  );
}

/**
 * A read the API refused because there is nothing for this caller (by default: not logged in, or
 * not found, e.g. an ended session or a deleted product) as null; any other failure is thrown.
 */
export async function nullWhenRefused<T>(read: Promise<T>, statuses = [401, 404]): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (statuses.includes(statusOf(error) ?? 0)) return null;
    throw error;
  }
}

/** The text to show a person for any thrown value. */
export function userMessageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.userMessage : genericErrorMessage();
}

/** An empty body (204, or a bodyless error) counts as JSON `undefined`. */
function parseJson(text: string): { ok: boolean; value: unknown } {
  if (text.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, value: text };
  }
}

/**
 * The same check as ApiErrorSchema (packages/contracts/src/errors.ts: optional string message, error,
 * detail and a string record fields, other keys allowed) without zod, which would triple the entry chunk.
 */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  const optionalString = (key: string) => body[key] === undefined || typeof body[key] === "string";
  if (!optionalString("message") || !optionalString("error") || !optionalString("detail")) return false;
  const fields = body.fields;
  if (fields === undefined) return true;
  return (
    typeof fields === "object" &&
    fields !== null &&
    !Array.isArray(fields) &&
    Object.values(fields).every((reason) => typeof reason === "string")
  );
}

function retryAfterOf(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** A value as it goes into a URL: numbers and booleans as text; nothing for absent ones. */
const textOf = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : String(value as string | number | boolean);

/** The route's path with its `:name` parameters filled in (escaped) and its query string. */
export function urlOf(
  route: Pick<RouteRef, "path">,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = textOf(params[name]);
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = textOf(item);
      if (text !== undefined) search.append(key, text);
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Calls an endpoint over HTTP from the browser (`callApi(api.displayCart)`, with
 * `import * as api from "@carcare/contracts/routes"`: the route table built from the contracts'
 * declarations, one export per endpoint so each page's bundle keeps only the routes it calls; no
 * path is written by hand in the web app): its method and path from the route table, the
 * input's params in the path, its query in the URL, its body as JSON (FormData as multipart) and its
 * headers. Answers the success body typed by the declaration; throws ApiRequestError.
 */
export const callApi: EndpointCall = <E extends Endpoint>(
  route: RouteRef<E>,
  input: EndpointInput<E> = {},
  options: { signal?: CallSignal } = {},
) =>
  apiFetch(urlOf(route, input), {
    method: route.method.toUpperCase() as HttpMethod,
    body: input.body ?? (route.method === "get" || route.method === "delete" ? undefined : {}),
    headers: input.headers as Record<string, string> | undefined,
    signal: options.signal as AbortSignal | undefined,
  }) as never;

/** The HTTP status a call was refused with (over HTTP or in-process), or null when there was none. */
export function statusOf(error: unknown): number | null {
  if (error instanceof ApiRequestError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : null;
}
