import { NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BASE, createApp, createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, sessionCookie } from "../../../test/factories.js";
import { createProduct } from "../../../test/factories-catalog.js";
import {
  checkJsonSchema,
  checkOpenApiDocument,
  listDocumentedOperations,
  listRoutes,
} from "../../../test/openapi-checks.js";
import { createLogger } from "../../lib/logger.js";
import { createOpenApiDocument, ENDPOINTS, type JsonObject } from "../../lib/openapi.js";
import { DOCS_PAGE_CSP } from "./routes.js";

/** Routes under the API base, which is all the document describes (pages are the web app's). */
const apiRoutesOf = (routes: string[]) =>
  routes.filter((route) => route.split(" ")[1]!.startsWith(`${API_BASE}/`));

/** Differences as readable lines, so a failure names each method and path to fix. */
function differences(routes: string[], documented: string[]): string[] {
  return [
    ...routes
      .filter((route) => !documented.includes(route))
      .map((route) => `routed, not documented: ${route}`),
    ...documented.filter((op) => !routes.includes(op)).map((op) => `documented, not routed: ${op}`),
  ];
}

describe("the OpenAPI document and the docs page", () => {
  let ctx: TestContext;
  let served: JsonObject;
  beforeAll(async () => {
    // No SMTP_URL and not production: the dev outbox is mounted, so the document lists it.
    ctx = await createTestContext();
    served = (await request(ctx.app).get("/api/openapi.json").expect(200)).body as JsonObject;
  });
  afterAll(() => ctx.close());

  it("when the app's router stack is walked, then every API route is in the served document and nothing else, method by method", () => {
    const routes = apiRoutesOf(listRoutes(ctx.app));
    const documented = listDocumentedOperations(served);

    // Guards against a walk that finds nothing (which would make the comparison pass vacuously).
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain("GET /api/dev/outbox");
    expect(differences(routes, documented)).toEqual([]);
  });

  it("when the store runs in production, then neither the routes nor the document have the dev outbox", () => {
    const env = { ...ctx.deps.env, NODE_ENV: "production" as const };
    const app = createApp({ ...ctx.deps, env, logger: createLogger("silent") });
    const routes = apiRoutesOf(listRoutes(app));
    const documented = listDocumentedOperations(
      createOpenApiDocument({ apiBase: API_BASE, version: "test", includeDev: false }),
    );

    expect(routes.some((route) => route.includes("/dev/"))).toBe(false);
    expect(documented.some((op) => op.includes("/dev/"))).toBe(false);
    expect(differences(routes, documented)).toEqual([]);
  });

  it("when the served document is checked, then it is structurally valid OpenAPI 3.1 and every $ref resolves", () => {
    expect(served.openapi).toBe("3.1.1");
    expect(checkOpenApiDocument(served)).toEqual([]);
    const schemas = (served.components as { schemas: Record<string, unknown> }).schemas;
    // The contracts reach the document: a known answer and a known request are components.
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(["User", "SignupInput", "ErrorBody"]));
  });

  it("when a document is broken, then the structural check names each problem", () => {
    const broken = structuredClone(served);
    const paths = broken.paths as Record<string, Record<string, JsonObject>>;
    paths["/api/view_brand"]!.get!.responses = {};
    paths["/api/edit_product/{id}/"]!.get!.parameters = [];
    const signup = paths["/api/signup"]!.post!;
    (signup.requestBody as { content: Record<string, { schema: unknown }> }).content[
      "application/json"
    ]!.schema = {
      $ref: "#/components/schemas/Nowhere",
    };
    (broken.components as { schemas: Record<string, unknown> }).schemas.Bad = {
      type: "strnig",
      required: ["a"],
      properties: {},
    };

    expect(checkOpenApiDocument(broken)).toEqual(
      expect.arrayContaining([
        "GET /api/view_brand: no responses",
        "GET /api/edit_product/{id}/: {id} has no path parameter",
        expect.stringContaining("$ref #/components/schemas/Nowhere does not resolve"),
        'components.schemas.Bad: bad type "strnig"',
        "components.schemas.Bad: required names no property: a",
      ]),
    );
    expect(checkJsonSchema({ type: "object", minLength: -1, colour: "red" }, "x")).toEqual([
      "x: unknown keyword colour",
      "x: minLength must be a non-negative integer",
    ]);
  });

  it("when each documented operation is called without a session or input, then it answers a status the document lists, and private ones exactly the 401 body", async () => {
    const paths = served.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown>; security: unknown[] }>
    >;
    const surprises: string[] = [];
    let privateCount = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = path.replace(/\{\w+\}/g, "1");
        const call = request(ctx.app)[method as "get" | "post" | "put" | "delete"](url);
        const res = method === "get" ? await call : await call.send({});
        if (!(String(res.status) in operation.responses)) {
          surprises.push(`${method.toUpperCase()} ${path}: ${res.status} is not documented`);
        }
        if (operation.security.length > 0) {
          privateCount += 1;
          if (
            res.status !== 401 ||
            JSON.stringify(res.body) !== JSON.stringify({ detail: NOT_AUTHENTICATED_DETAIL })
          ) {
            surprises.push(
              `${method.toUpperCase()} ${path}: private, but answered ${res.status} ${JSON.stringify(res.body)}`,
            );
          }
        } else if (res.status === 401) {
          surprises.push(`${method.toUpperCase()} ${path}: documented public, but answered 401`);
        }
      }
    }

    expect(privateCount).toBeGreaterThan(15);
    expect(surprises).toEqual([]);
  });

  it("when a customer logs in and changes a cart line with multipart forms, as the document says the old clients do, then both are read and saved", async () => {
    const paths = served.paths as Record<string, Record<string, { requestBody?: { content: object } }>>;
    const typesOf = (path: string, method: string) => Object.keys(paths[path]![method]!.requestBody!.content);
    expect(typesOf("/api/UserLogin", "post")).toContain("multipart/form-data");
    expect(typesOf("/api/update_cart/{id}/", "put")).toContain("multipart/form-data");
    const customer = await createCustomer(ctx.prisma);
    const product = await createProduct(ctx.prisma);

    const login = await request(ctx.app)
      .post("/api/UserLogin")
      .set("X-Forwarded-For", "10.19.0.1")
      .field("username", customer.phone.slice(1))
      .field("password", customer.password)
      .expect(200);
    const cookie = sessionCookie(login);
    const sid = decodeURIComponent(cookie.split("=")[1]!).slice(2).split(".")[0]!;
    expect(await ctx.prisma.session.findUnique({ where: { sid } })).not.toBeNull();

    const added = await request(ctx.app)
      .post(`/api/add_to_cart/${product.id}`)
      .set("Cookie", cookie)
      .send({});
    expect(added.status).toBe(200);
    const line = added.body.cart_item_id as number;
    await request(ctx.app)
      .put(`/api/update_cart/${line}`)
      .set("Cookie", cookie)
      .field("cart_item_id", String(line))
      .field("quantity", "3")
      .expect(200);
    const saved = await ctx.prisma.cartItem.findUniqueOrThrow({ where: { id: line } });
    expect(saved).toMatchObject({ userId: customer.id, productId: product.id, quantity: 3 });
  });

  it("when openapi.json is requested, then it is the document built at startup, as JSON under the API's own policy", async () => {
    const res = await request(ctx.app).get("/api/openapi.json").expect(200);

    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.body).toEqual(createOpenApiDocument({ apiBase: API_BASE, version: "test", includeDev: true }));
    expect(ENDPOINTS.length).toBe(listDocumentedOperations(res.body).length);
  });

  it("when /api/docs is opened, then the page and every file it loads come from the API, under a policy that allows only this origin", async () => {
    const page = await request(ctx.app).get("/api/docs").expect(200);

    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const csp = page.headers["content-security-policy"];
    expect(csp).toBe(DOCS_PAGE_CSP);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(page.text).not.toMatch(/<script>|<style|https?:\/\//);
    expect(page.text).toContain('data-url="/api/openapi.json"');

    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual([
      "/api/docs/favicon-32x32.png",
      "/api/docs/swagger-ui.css",
      "/api/docs/swagger-ui-bundle.js",
      "/api/docs/docs-init.js",
    ]);
    const types = ["image/png", "text/css", "text/javascript|application/javascript", "text/javascript"];
    for (const [i, asset] of assets.entries()) {
      const res = await request(ctx.app).get(asset).expect(200);
      expect(res.headers["content-type"]).toMatch(new RegExp(`^(${types[i]})`));
    }
    const bundle = await request(ctx.app).get("/api/docs/swagger-ui-bundle.js").expect(200);
    expect(bundle.text).toContain("SwaggerUIBundle");
    const init = await request(ctx.app).get("/api/docs/docs-init.js").expect(200);
    expect(init.text).toContain("validatorUrl: null");
  });

  it("when a swagger-ui-dist file that is not on the page's list is asked for, then it answers the API's JSON 404", async () => {
    for (const url of [
      "/api/docs/index.html",
      "/api/docs/swagger-initializer.js",
      "/api/docs/..%2fpackage.json",
    ]) {
      const res = await request(ctx.app).get(url).expect(404);
      expect(res.body).toEqual({ message: expect.any(String), error: expect.any(String) });
      expect(res.body.message).toBe(res.body.error);
    }
  });
});
