import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// Checks requests and answers against the OpenAPI document (issue 31 point 7), as a validating proxy
// (Stoplight Prism) would: the path matched against the document's templates (trailing slash
// included), the parameters and the body against their JSON Schemas (ajv, draft 2020-12, the dialect
// of OpenAPI 3.1), the status among the operation's answers and the answer's body against its schema.

type Json = { [key: string]: unknown };

// ajv-formats is CommonJS with a default export; under NodeNext its namespace is what import gives.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** One request and its answer, as the recorder (test/openapi-recorder.ts) or a test writes it. */
export interface Exchange {
  method: string;
  /** The URL's path, percent-encoded as sent, without the query. */
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string | undefined>;
  /** The request's Content-Type, when it sent a body. */
  requestType?: string;
  /** The body as the server parsed it (JSON, a form's or a multipart form's fields). */
  requestBody?: unknown;
  status: number;
  responseType?: string;
  /** The answer's body when it is JSON. */
  responseBody?: unknown;
}

export interface Matched {
  method: string;
  template: string;
  operation: Json;
  pointer: string;
  params: Record<string, string>;
}

/** The body types the API parses (JSON, urlencoded and multipart forms); any other is ignored. */
const PARSED_TYPES = new Set([
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
]);
const METHODS = new Set(["get", "put", "post", "delete", "patch"]);
const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
/** A path segment as the server reads it; bad percent-encoding stays as sent (the server refuses it). */
const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
const baseType = (type: string | undefined) => type?.split(";")[0]!.trim().toLowerCase();

export class OpenApiValidator {
  /** Answers and JSON bodies: as sent, no coercion. */
  private readonly strict: Ajv2020;
  /** Parameters and form fields: text, read as the schema's type (as a server or Prism reads them). */
  private readonly coercing: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();
  private readonly templates: { method: string; template: string; regex: RegExp; names: string[] }[] = [];

  constructor(readonly document: Json) {
    const make = (coerceTypes: boolean) => {
      const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true, coerceTypes });
      addFormats(ajv);
      ajv.addSchema(document, "openapi.json");
      return ajv;
    };
    this.strict = make(false);
    this.coercing = make(true);
    for (const [template, item] of Object.entries(document.paths as Record<string, Json>)) {
      const names: string[] = [];
      const pattern = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
          names.push(name);
          return "([^/]+)";
        })
        .join("");
      for (const method of Object.keys(item).filter((key) => METHODS.has(key))) {
        this.templates.push({ method, template, regex: new RegExp(`^${pattern}$`), names });
      }
    }
  }

  /** The value at a JSON pointer of the document, following $refs on the way. */
  resolve(pointer: string): unknown {
    let node: unknown = this.document;
    for (const key of pointer.split("/").slice(1)) {
      node = (node as Json)[key.replace(/~1/g, "/").replace(/~0/g, "~")];
      while (typeof node === "object" && node !== null && typeof (node as Json).$ref === "string") {
        node = this.resolve(((node as Json).$ref as string).slice(1));
      }
    }
    return node;
  }

  /** Problems of `value` against the schema at `pointer` (empty: valid). */
  validate(pointer: string, value: unknown, coerce = false): string[] {
    const key = `${coerce}${pointer}`;
    let check = this.cache.get(key);
    if (!check) {
      check = (coerce ? this.coercing : this.strict).compile({ $ref: `openapi.json#${pointer}` });
      this.cache.set(key, check);
    }
    // Coercion writes into the value: check a copy.
    const data = coerce ? structuredClone(value) : value;
    if (check(data)) return [];
    return (check.errors ?? []).map((error) => `${error.instancePath || "(root)"} ${error.message ?? ""}`);
  }

  /** The operation a method and path name, by the document's templates exactly (trailing slash included). */
  match(method: string, path: string): Matched | undefined {
    const lower = method.toLowerCase();
    for (const { method: m, template, regex, names } of this.templates) {
      if (m !== lower) continue;
      const found = regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = decodedSegment(found[i + 1]!)));
      const pointer = `/paths/${escapePointer(template)}/${m}`;
      return { method: m, template, operation: this.resolve(pointer) as Json, pointer, params };
    }
    return undefined;
  }

  /** Problems of the request against its operation's parameters and body. */
  requestProblems(matched: Matched, exchange: Exchange): string[] {
    const problems: string[] = [];
    const parameters = (matched.operation.parameters ?? []) as Json[];
    parameters.forEach((parameter, i) => {
      const name = parameter.name as string;
      const sent =
        parameter.in === "path"
          ? matched.params[name]
          : parameter.in === "query"
            ? exchange.query[name]
            : exchange.headers[name.toLowerCase()];
      if (sent === undefined) {
        if (parameter.required) problems.push(`${parameter.in} parameter ${name} is required`);
        return;
      }
      for (const value of Array.isArray(sent) ? sent : [sent]) {
        const errors = this.validate(`${matched.pointer}/parameters/${i}/schema`, value, true);
        problems.push(
          ...errors.map((error) => `${parameter.in} parameter ${name}=${JSON.stringify(value)}: ${error}`),
        );
      }
    });
    const requestBody = matched.operation.requestBody as Json | undefined;
    // A body of a type the server does not parse is not read at all: as if none was sent.
    const sentType = baseType(exchange.requestType);
    const type = sentType && PARSED_TYPES.has(sentType) ? sentType : undefined;
    if (requestBody && type) {
      const content = requestBody.content as Record<string, unknown>;
      if (!(type in content)) problems.push(`request body type ${type} is not documented`);
      else {
        const pointer = `${matched.pointer}/requestBody/content/${escapePointer(type)}/schema`;
        const body = exchange.requestBody ?? {};
        problems.push(
          ...this.validate(pointer, body, type !== "application/json").map(
            (error) => `request body ${error}`,
          ),
        );
      }
    } else if (requestBody && requestBody.required && !type && matched.method !== "get") {
      // No body at all: the server reads it as {} (the clients' empty-body calls); so does the check.
      const json = (requestBody.content as Record<string, unknown>)["application/json"];
      if (json) {
        const pointer = `${matched.pointer}/requestBody/content/application~1json/schema`;
        problems.push(...this.validate(pointer, {}).map((error) => `request body (none sent) ${error}`));
      }
    }
    return problems;
  }

  /** Problems of the answer: its status among the operation's, its body against that answer's schema. */
  responseProblems(matched: Matched, exchange: Exchange): string[] {
    const responses = matched.operation.responses as Record<string, unknown>;
    const status = String(exchange.status);
    if (!(status in responses)) return [`status ${status} is not documented`];
    const pointer = `${matched.pointer}/responses/${status}`;
    const response = this.resolve(pointer) as Json;
    const content = response.content as Record<string, unknown> | undefined;
    const type = baseType(exchange.responseType);
    if (!content)
      return type && exchange.responseBody !== undefined ? [`status ${status} has no body documented`] : [];
    if (!type || !(type in content))
      return [`answer type ${type ?? "(none)"} is not documented for ${status}`];
    if (type !== "application/json") return [];
    const schemaPointer = `${this.pointerOf(pointer)}/content/application~1json/schema`;
    return this.validate(schemaPointer, exchange.responseBody).map((error) => `answer ${status} ${error}`);
  }

  /** The pointer of a response after its $ref (components.responses), so schema pointers resolve. */
  private pointerOf(pointer: string): string {
    const node = pointer
      .split("/")
      .slice(1)
      .reduce<unknown>(
        (at, key) => (at as Json)[key.replace(/~1/g, "/").replace(/~0/g, "~")],
        this.document,
      ) as Json;
    return typeof node.$ref === "string" ? node.$ref.slice(1) : pointer;
  }

  /**
   * Every way the document fails to describe this exchange. A request the document refuses must be
   * refused by the server too (a 4xx it documents), never answered 2xx.
   */
  check(exchange: Exchange, matched: Matched): string[] {
    const request = this.requestProblems(matched, exchange);
    const response = this.responseProblems(matched, exchange);
    const problems = [...response];
    if (request.length > 0 && exchange.status < 400) {
      problems.push(`answered ${exchange.status} to a request the document refuses: ${request.join("; ")}`);
    }
    return problems;
  }
}
