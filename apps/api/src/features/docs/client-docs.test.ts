import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE, createTestContext, type TestContext } from "../../../test/context.js";
import { type Exchange, OpenApiValidator } from "../../../test/openapi-validator.js";
import { createOpenApiDocument, type JsonObject } from "../../lib/openapi.js";

// Issue 31 point 7: the document as a client developer uses it: the paths and parameter values the
// spec's clients send, an example for everything, descriptions, the 4xx answers, JSON first.

type Operation = {
  summary?: string;
  description?: string;
  security: unknown[];
  parameters?: JsonObject[];
  requestBody?: { content: Record<string, JsonObject> };
  responses: Record<string, JsonObject>;
};

/** The spec's section 7 calls whose paths end with a slash, as its clients send them. */
const SPEC_SLASH_CALLS = [
  "GET /api/view_single_service_user/12/",
  "POST /api/add_to_cart/12/",
  "POST /api/add_to_wishlist/12/",
  "PUT /api/update_cart/12/",
  "DELETE /api/removecart/12/",
  "GET /api/edit_product/12/",
  "GET /api/view_review/12/",
  "POST /api/add_review/12/",
  "PUT /api/set_default_address/12/",
  "DELETE /api/delete_address/12/",
  "DELETE /api/remove_wishlist/12/",
];

const operationsOf = (document: JsonObject) =>
  Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every `example` value in the document with where it is, to look for placeholders. */
function examplesIn(node: unknown, at: string, found: { at: string; value: unknown }[]): void {
  if (Array.isArray(node)) return node.forEach((item, i) => examplesIn(item, `${at}/${i}`, found));
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "example") found.push({ at, value });
    examplesIn(value, `${at}/${key}`, found);
  }
}

const leaves = (value: unknown): unknown[] =>
  typeof value === "object" && value !== null ? Object.values(value).flatMap(leaves) : [value];

describe("the OpenAPI document as a client developer reads it", () => {
  let ctx: TestContext;
  const document = createOpenApiDocument({ apiBase: API_BASE, version: "test", includeDev: true });
  const validator = new OpenApiValidator(document);
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("when the spec's clients call an id path with its trailing slash, then the document declares exactly that path, and the server answers it with or without the slash", async () => {
    for (const call of SPEC_SLASH_CALLS) {
      const [method, path] = call.split(" ") as [string, string];
      const matched = validator.match(method, path);
      expect(matched?.template, call).toMatch(/\{id\}\/$/);
      // The form without the slash is not a second documented path.
      expect(validator.match(method, path.slice(0, -1)), call).toBeUndefined();
    }
    const withSlash = await request(ctx.app).get("/api/edit_product/999999/");
    const without = await request(ctx.app).get("/api/edit_product/999999");
    expect([withSlash.status, without.status]).toEqual([404, 404]);
    expect(withSlash.body).toEqual(without.body);
    expect(withSlash.body.message).toBe("Product not found");
  });

  it("when the spec's clients send empty sort, lat and lng, then the document and the server both accept them; values the server refuses the document refuses too", async () => {
    const listing = "/api/view_products?search=&category=&brand=&min_price=&max_price=&sort=&page=1&limit=6";
    const services = "/api/view_service_user?lat=&lng=";
    for (const url of [
      listing,
      services,
      "/api/view_products?sort=desc",
      "/api/view_service_user?lat=24.45&lng=54.37",
    ]) {
      const parsed = new URL(url, "http://store");
      const query = Object.fromEntries(parsed.searchParams);
      const exchange: Exchange = { method: "GET", path: parsed.pathname, query, headers: {}, status: 200 };
      expect(validator.requestProblems(validator.match("GET", parsed.pathname)!, exchange), url).toEqual([]);
      expect((await request(ctx.app).get(url)).status, url).toBe(200);
    }
    for (const url of [
      "/api/view_products?sort=sideways",
      "/api/view_service_user?lat=100&lng=54",
      "/api/get_nearby_services?lat=&lng=",
    ]) {
      const parsed = new URL(url, "http://store");
      const query = Object.fromEntries(parsed.searchParams);
      const exchange: Exchange = { method: "GET", path: parsed.pathname, query, headers: {}, status: 400 };
      expect(validator.requestProblems(validator.match("GET", parsed.pathname)!, exchange), url).not.toEqual(
        [],
      );
      expect((await request(ctx.app).get(url)).status, url).toBe(400);
    }
  });

  it("when the document is read, then every operation has a description, every parameter, request and JSON answer an example its schema accepts, and no placeholder or safe-integer bound is left", () => {
    const operations = operationsOf(document);
    const problems: string[] = [];
    let examples = 0;
    for (const { path, method, operation } of operations) {
      const at = `/paths/${escapePointer(path)}/${method}`;
      const name = `${method.toUpperCase()} ${path}`;
      if (!operation.description || operation.description === operation.summary) {
        problems.push(`${name}: no description`);
      }
      (operation.parameters ?? []).forEach((parameter, i) => {
        if (!("example" in parameter))
          return problems.push(`${name}: parameter ${String(parameter.name)} has no example`);
        examples += 1;
        const errors = validator.validate(`${at}/parameters/${i}/schema`, parameter.example, true);
        problems.push(
          ...errors.map((error) => `${name}: parameter ${String(parameter.name)} example ${error}`),
        );
      });
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, content]) => ({
          where: `request ${type}`,
          pointer: `${at}/requestBody/content/${escapePointer(type)}`,
          type,
          content,
        })),
        ...Object.entries(operation.responses).flatMap(([status, response]) => {
          const resolved = (
            response.$ref ? validator.resolve((response.$ref as string).slice(1)) : response
          ) as JsonObject;
          const base = response.$ref ? (response.$ref as string).slice(1) : `${at}/responses/${status}`;
          return Object.entries((resolved.content ?? {}) as Record<string, JsonObject>).map(
            ([type, content]) => ({
              where: `${status} ${type}`,
              pointer: `${base}/content/${escapePointer(type)}`,
              type,
              content,
            }),
          );
        }),
      ];
      for (const { where, pointer, type, content } of media) {
        // A PDF or the docs page's HTML is not JSON: its example would say nothing.
        if (type === "application/pdf" || type === "text/html") continue;
        if (!("example" in content)) {
          problems.push(`${name}: ${where} has no example`);
          continue;
        }
        examples += 1;
        const errors = validator.validate(`${pointer}/schema`, content.example, type !== "application/json");
        problems.push(...errors.map((error) => `${name}: ${where} example ${error}`));
      }
    }
    const found: { at: string; value: unknown }[] = [];
    examplesIn(document, "", found);
    for (const { at, value } of found) {
      if (leaves(value).some((leaf) => leaf === "string" || leaf === Number.MIN_SAFE_INTEGER)) {
        problems.push(`${at}: a placeholder example`);
      }
    }
    expect(JSON.stringify(document)).not.toContain("9007199254740991");

    expect(operations.length).toBeGreaterThan(50);
    expect(examples).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  });

  it("when the document is read, then each operation lists its 4xx answers: 400 for input, 401 behind a login, 404 for a path id, 429 where codes or logins are throttled, and JSON comes first where a body takes it", () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operationsOf(document)) {
      const name = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) {
        if (!statuses.includes("400")) problems.push(`${name}: takes input, no 400`);
      }
      if (operation.security.length > 0 && !statuses.includes("401"))
        problems.push(`${name}: private, no 401`);
      if (path.includes("{id}") && !statuses.includes("404"))
        problems.push(`${name}: looks an id up, no 404`);
      const types = Object.keys(operation.requestBody?.content ?? {});
      if (types.includes("application/json") && types[0] !== "application/json") {
        problems.push(`${name}: ${types[0]} before JSON`);
      }
    }
    expect(problems).toEqual([]);
    const login = (document.paths as Record<string, Record<string, Operation>>)["/api/UserLogin"]!.post!;
    expect(Object.keys(login.requestBody!.content)[0]).toBe("application/json");
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["400", "429"]));
    const badRequest = validator.resolve("/components/responses/BadRequest") as JsonObject;
    expect(badRequest.content).toMatchObject({
      "application/json": { example: { message: expect.any(String) } },
    });
    // Each error answer's example is its own text, never a success's (a 404 once read "Successfully added").
    const exampleMessage = (name: string) =>
      (
        (validator.resolve(`/components/responses/${name}`) as JsonObject).content as {
          "application/json": { example: { message: string } };
        }
      )["application/json"].example.message;
    const messages = ["BadRequest", "Forbidden", "NotFound", "Conflict", "InternalError"].map(exampleMessage);
    expect(new Set(messages).size).toBe(messages.length);
    expect(exampleMessage("NotFound")).toMatch(/not found|does not exist|no longer/i);
    for (const message of messages) expect(message).not.toMatch(/^Success/i);
  });

  it("when the store has a PUBLIC_URL, then it is the document's server; without one the server is relative", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    const published = createOpenApiDocument({
      apiBase: API_BASE,
      version: "test",
      includeDev: false,
      publicUrl: "https://shop.example/",
    });
    expect(published.servers).toEqual([expect.objectContaining({ url: "https://shop.example" })]);
  });

  it("when an exchange is not what the document says, then the replay check names it: an undocumented status, a wrong answer field, a refused request answered 200", () => {
    const cart = validator.match("PUT", "/api/update_cart/12/")!;
    const base: Exchange = {
      method: "PUT",
      path: "/api/update_cart/12/",
      query: {},
      headers: {},
      requestType: "application/json",
      requestBody: { quantity: 2 },
      status: 200,
      responseType: "application/json; charset=utf-8",
      responseBody: { message: "Cart updated" },
    };
    expect(
      validator.check({ ...base, responseBody: { message: "Cart updated", surprise: 1 } }, cart),
    ).toEqual([expect.stringContaining("must NOT have additional properties")]);
    expect(validator.check({ ...base, status: 418 }, cart)).toEqual(["status 418 is not documented"]);
    expect(validator.check({ ...base, requestBody: { quantity: true } }, cart)).toEqual([
      expect.stringContaining("answered 200 to a request the document refuses"),
    ]);
    // A body the server does not parse (text/plain) is not read: the quantity is missing.
    expect(validator.check({ ...base, requestType: "text/plain" }, cart)).toEqual([
      expect.stringContaining("answered 200 to a request the document refuses: request body (none sent)"),
    ]);
    // Without the declared trailing slash, the document names no operation.
    expect(validator.match("PUT", "/api/update_cart/12")).toBeUndefined();
  });
});
