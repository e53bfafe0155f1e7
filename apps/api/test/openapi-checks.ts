import type { Express } from "express";

// Test-side checks for the OpenAPI document (issue 19): what Express really routes, and a focused
// structural validation of the document (no OpenAPI or JSON Schema validator is installed).

type Json = { [key: string]: unknown };

/** The parts of Express 5's router (router 2.x) the walk reads. */
interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every route Express registers, as "METHOD /path" in OpenAPI form (/edit_product/{id}), found by
 * walking the app's router stack through mounted routers. Middleware (static files, parsers) is not a
 * route and is skipped; HEAD is implied by GET and not listed.
 */
export function listRoutes(app: Express): string[] {
  const root = (app as unknown as { router: { stack: RouterLayer[] } }).router;
  const routes: string[] = [];
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = layer.route.path;
        if (typeof path !== "string") throw new Error(`Route path ${String(path)} is not a string`);
        const template = `${prefix}${path.replace(/:(\w+)/g, "{$1}")}`;
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on || method === "head") continue;
          routes.push(`${method === "_all" ? "ALL" : method.toUpperCase()} ${template}`);
        }
      } else if (layer.handle?.stack) {
        const mount = layer.rawPath ?? "/";
        if (typeof mount !== "string") throw new Error(`Router mounted at ${String(mount)}, not a string`);
        walk(layer.handle.stack, mount === "/" ? prefix : `${prefix}${mount}`);
      }
    }
  };
  walk(root.stack, "");
  return [...new Set(routes)].sort();
}

/** Every "METHOD /path" the document describes. */
export function listDocumentedOperations(document: Json): string[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** JSON Schema 2020-12 keywords (core, applicator, validation, format, content, meta-data) and OpenAPI's. */
// prettier-ignore
const SCHEMA_KEYWORDS = new Set([
  "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$defs", "$comment", "$vocabulary",
  "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "prefixItems", "items",
  "contains", "properties", "patternProperties", "additionalProperties", "propertyNames",
  "unevaluatedItems", "unevaluatedProperties", "type", "enum", "const", "multipleOf", "maximum",
  "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems",
  "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties", "minProperties", "required",
  "dependentRequired", "format", "contentEncoding", "contentMediaType", "contentSchema", "title",
  "description", "default", "deprecated", "readOnly", "writeOnly", "examples",
  "discriminator", "xml", "externalDocs", "example",
]);
const SCHEMA_TYPES = new Set(["null", "boolean", "object", "array", "number", "string", "integer"]);
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"];
// prettier-ignore
const SCHEMA_SINGLES = [
  "items", "additionalProperties", "propertyNames", "not", "contains", "if", "then", "else",
  "unevaluatedItems", "unevaluatedProperties", "contentSchema",
];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const NUMBER_KEYWORDS = ["multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"];
// prettier-ignore
const COUNT_KEYWORDS = [
  "maxLength", "minLength", "maxItems", "minItems", "maxContains", "minContains", "maxProperties",
  "minProperties",
];

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Problems that make `schema` invalid JSON Schema 2020-12 (as OpenAPI 3.1 uses it), each with where. */
export function checkJsonSchema(schema: unknown, at: string): string[] {
  if (typeof schema === "boolean") return [];
  if (!isObject(schema)) return [`${at}: a schema must be an object or a boolean`];
  const problems: string[] = [];
  for (const key of Object.keys(schema)) {
    if (!SCHEMA_KEYWORDS.has(key) && !key.startsWith("x-")) problems.push(`${at}: unknown keyword ${key}`);
  }
  const { type } = schema;
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    if (types.length === 0 || types.some((t) => typeof t !== "string" || !SCHEMA_TYPES.has(t))) {
      problems.push(`${at}: bad type ${JSON.stringify(type)}`);
    }
    if (new Set(types).size !== types.length) problems.push(`${at}: repeated type`);
  }
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (map === undefined) continue;
    if (!isObject(map)) problems.push(`${at}: ${key} must be an object`);
    else
      for (const [name, sub] of Object.entries(map))
        problems.push(...checkJsonSchema(sub, `${at}.${key}.${name}`));
  }
  for (const key of SCHEMA_SINGLES) {
    if (schema[key] !== undefined) problems.push(...checkJsonSchema(schema[key], `${at}.${key}`));
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0) problems.push(`${at}: ${key} must be a non-empty array`);
    else list.forEach((sub, i) => problems.push(...checkJsonSchema(sub, `${at}.${key}[${i}]`)));
  }
  if (schema.required !== undefined) {
    const required = schema.required;
    if (!Array.isArray(required) || required.some((name) => typeof name !== "string")) {
      problems.push(`${at}: required must be an array of strings`);
    } else {
      if (new Set(required).size !== required.length) problems.push(`${at}: repeated name in required`);
      const properties = isObject(schema.properties) ? schema.properties : null;
      const missing = properties ? required.filter((name) => !(name in properties)) : [];
      if (missing.length > 0) problems.push(`${at}: required names no property: ${missing.join(", ")}`);
    }
  }
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0)) {
    problems.push(`${at}: enum must be a non-empty array`);
  }
  for (const key of NUMBER_KEYWORDS) {
    if (schema[key] !== undefined && typeof schema[key] !== "number")
      problems.push(`${at}: ${key} must be a number`);
  }
  if (typeof schema.multipleOf === "number" && schema.multipleOf <= 0)
    problems.push(`${at}: multipleOf must be > 0`);
  for (const key of COUNT_KEYWORDS) {
    const value = schema[key];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0)) {
      problems.push(`${at}: ${key} must be a non-negative integer`);
    }
  }
  if (schema.pattern !== undefined) {
    try {
      new RegExp(schema.pattern as string);
    } catch {
      problems.push(`${at}: pattern ${String(schema.pattern)} is not a regular expression`);
    }
  }
  return problems;
}

/** Follows a local JSON pointer ("#/components/schemas/User") in the document. */
function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

function collectRefs(node: unknown, at: string, found: { ref: string; at: string }[]): void {
  if (Array.isArray(node)) node.forEach((item, i) => collectRefs(item, `${at}[${i}]`, found));
  else if (isObject(node)) {
    if (typeof node.$ref === "string") found.push({ ref: node.$ref, at });
    for (const [key, value] of Object.entries(node)) collectRefs(value, `${at}.${key}`, found);
  }
}

const MEDIA_TYPE_SCHEMA_PLACES = (operation: Json): [string, unknown][] => {
  const places: [string, unknown][] = [];
  const body = operation.requestBody;
  if (isObject(body) && isObject(body.content)) {
    for (const [type, media] of Object.entries(body.content)) places.push([`requestBody.${type}`, media]);
  }
  if (isObject(operation.responses)) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (isObject(response) && isObject(response.content)) {
        for (const [type, media] of Object.entries(response.content))
          places.push([`responses.${status}.${type}`, media]);
      }
    }
  }
  return places;
};

/**
 * A focused structural check of an OpenAPI 3.1 document: the parts a client generator or Swagger UI
 * trips on. Returns every problem found (none means valid by these rules).
 */
export function checkOpenApiDocument(document: Json): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== "string" || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push(`openapi must be 3.1.x, is ${String(document.openapi)}`);
  }
  const info = document.info;
  if (!isObject(info) || typeof info.title !== "string" || typeof info.version !== "string") {
    problems.push("info needs a title and a version");
  }
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const tags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).map((tag) => (isObject(tag) ? tag.name : undefined)),
  );

  // Every $ref anywhere resolves inside the document.
  const refs: { ref: string; at: string }[] = [];
  collectRefs(document, "#", refs);
  for (const { ref, at } of refs) {
    if (resolvePointer(document, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve`);
  }

  // Components are valid JSON Schema, and so is every schema an operation uses.
  const schemas = isObject(components.schemas) ? components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    problems.push(...checkJsonSchema(schema, `components.schemas.${name}`));
  }

  const paths = document.paths;
  if (!isObject(paths) || Object.keys(paths).length === 0) return [...problems, "paths is empty"];
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith("/")) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const templateNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const [method, operation] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      if (!HTTP_METHODS.has(method)) {
        problems.push(`${at}: unknown method`);
        continue;
      }
      if (!isObject(operation)) {
        problems.push(`${at}: not an operation`);
        continue;
      }
      if (typeof operation.operationId === "string") {
        if (operationIds.has(operation.operationId))
          problems.push(`${at}: operationId ${operation.operationId} repeats`);
        operationIds.add(operation.operationId);
      }
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) {
        if (!tags.has(tag)) problems.push(`${at}: tag ${String(tag)} is not declared`);
      }
      for (const requirement of Array.isArray(operation.security) ? operation.security : []) {
        for (const scheme of Object.keys(isObject(requirement) ? requirement : {})) {
          if (!(scheme in schemes)) problems.push(`${at}: security scheme ${scheme} is not declared`);
        }
      }

      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      const seen = new Set<string>();
      const pathParameters = new Set<string>();
      for (const parameter of parameters) {
        if (!isObject(parameter) || typeof parameter.name !== "string") {
          problems.push(`${at}: a parameter needs a name`);
          continue;
        }
        const where = String(parameter.in);
        if (!["query", "header", "path", "cookie"].includes(where))
          problems.push(`${at}: parameter ${parameter.name} is in ${where}`);
        if (seen.has(`${where}:${parameter.name}`))
          problems.push(`${at}: parameter ${parameter.name} repeats`);
        seen.add(`${where}:${parameter.name}`);
        if (where === "path") {
          pathParameters.add(parameter.name);
          if (parameter.required !== true)
            problems.push(`${at}: path parameter ${parameter.name} must be required`);
        }
        if (parameter.schema === undefined) problems.push(`${at}: parameter ${parameter.name} has no schema`);
        else problems.push(...checkJsonSchema(parameter.schema, `${at} parameter ${parameter.name}`));
      }
      for (const name of templateNames) {
        if (name && !pathParameters.has(name)) problems.push(`${at}: {${name}} has no path parameter`);
      }
      for (const name of pathParameters) {
        if (!templateNames.includes(name)) problems.push(`${at}: path parameter ${name} is not in the path`);
      }

      const responses = operation.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0) {
        problems.push(`${at}: no responses`);
        continue;
      }
      if (!Object.keys(responses).some((status) => /^2\d\d$/.test(status)))
        problems.push(`${at}: no success response`);
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[1-5](\d\d|XX)$/.test(status) && status !== "default")
          problems.push(`${at}: bad status ${status}`);
        const resolved =
          isObject(response) && typeof response.$ref === "string"
            ? resolvePointer(document, response.$ref)
            : response;
        if (!isObject(resolved) || typeof resolved.description !== "string") {
          problems.push(`${at}: response ${status} needs a description`);
        }
      }
      for (const [place, media] of MEDIA_TYPE_SCHEMA_PLACES(operation)) {
        if (!isObject(media) || media.schema === undefined) problems.push(`${at}: ${place} has no schema`);
        else problems.push(...checkJsonSchema(media.schema, `${at} ${place}`));
      }
      const body = operation.requestBody;
      if (
        body !== undefined &&
        (!isObject(body) || !isObject(body.content) || Object.keys(body.content).length === 0)
      ) {
        problems.push(`${at}: requestBody needs content`);
      }
    }
  }
  return problems;
}
