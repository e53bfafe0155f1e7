import { gzipSync } from "node:zlib";
import {
  ADDRESS_REQUIRED_MESSAGE,
  AUTH_VALIDATION_MESSAGES,
  INVALID_COUPON_MESSAGE,
  REVIEW_MESSAGES,
  SERVICE_MESSAGES,
  UNSAFE_TEXT_MESSAGE,
} from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REDACTED } from "../src/lib/access-log.js";
import { REQUEST_ERROR_MESSAGES, requestErrorOf } from "../src/lib/error-handler.js";
import { createTestContext, type TestContext } from "./context.js";
import { createProduct } from "./factories-catalog.js";
import { createService } from "./factories-services.js";
import { createCustomer, sessionCookie } from "./factories.js";
import { listen, send, sendAndHangUp, type RawRequest } from "./raw-http.js";

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await listen(ctx.app);
  customer = await createCustomer(ctx.prisma, { firstName: "Mariam" });
  const login = await request(ctx.app)
    .post("/api/UserLogin")
    .send({ username: customer.phone, password: customer.password });
  expect(login.status).toBe(200);
  cookie = sessionCookie(login);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  reason?: string;
  url?: string;
  err?: unknown;
}
const logLines = (): LogLine[] => ctx.logs.map((line) => JSON.parse(line) as LogLine);
const linesOf = (reqId: string | undefined) => logLines().filter((line) => line.reqId === reqId);

/** The request was refused as the client's mistake: one warn line, nothing at error, no stack. */
function expectLoggedAsClientMistake(reqId: string | undefined) {
  expect(reqId).toBeTruthy();
  const lines = linesOf(reqId);
  expect(lines.some((line) => line.level === 40 && line.msg.startsWith("request refused"))).toBe(true);
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  expect(JSON.stringify(lines)).not.toContain("stack");
}

const multipartBody = (boundary: string, fields: Record<string, string>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("") + `--${boundary}--\r\n`;

describe("framework and parser errors", () => {
  const cases: { name: string; request: () => RawRequest; status: number; message: string }[] = [
    {
      name: "a path id with a bad percent-encoding",
      request: () => ({ method: "GET", path: "/api/view_order/%/", headers: { Cookie: cookie } }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.badPath,
    },
    {
      name: "an anonymous path id with a bad percent-encoding",
      request: () => ({ method: "GET", path: "/api/edit_product/%E0%A4%A/" }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.badPath,
    },
    {
      name: "a multipart content type without a boundary",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "multipart/form-data" },
        body: "username=1&password=2",
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.noBoundary,
    },
    {
      name: "a multipart body that ends before its closing boundary",
      request: () => ({
        method: "PUT",
        path: "/api/update_cart/1/",
        headers: { "Content-Type": "multipart/form-data; boundary=xyz", Cookie: cookie },
        body: '--xyz\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n3',
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.truncatedForm,
    },
    {
      name: "a multipart part with a malformed header",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nnot a header\r\n\r\nvalue\r\n--xyz--\r\n",
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.badPart,
    },
    {
      name: "a multipart form carrying a file",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
        body: '--xyz\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nhello\r\n--xyz--\r\n',
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.filesRefused,
    },
    {
      name: "more than 1,000 urlencoded fields",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: Array.from({ length: 1200 }, (_, i) => `f${i}=1`).join("&"),
      }),
      status: 413,
      message: REQUEST_ERROR_MESSAGES.tooManyFields,
    },
    {
      name: "more multipart fields than the form takes",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
        body: multipartBody("xyz", Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, "1"]))),
      }),
      status: 413,
      message: REQUEST_ERROR_MESSAGES.tooManyFields,
    },
    {
      name: "a body that says gzip but is not",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
        body: '{"username":"1"}',
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.badEncoding,
    },
    {
      name: "a body that says br but is not",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/json", "Content-Encoding": "br" },
        body: "definitely not brotli",
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.badEncoding,
    },
    {
      name: "a Content-Encoding the API does not know",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/json", "Content-Encoding": "compress" },
        body: "{}",
      }),
      status: 415,
      message: REQUEST_ERROR_MESSAGES.encodingUnsupported,
    },
    {
      name: "a JSON body in a charset the API does not read",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/json; charset=latin9" },
        body: "{}",
      }),
      status: 415,
      message: REQUEST_ERROR_MESSAGES.charsetUnsupported,
    },
    {
      name: "a body that is not JSON",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/json" },
        body: '{"username": ',
      }),
      status: 400,
      message: REQUEST_ERROR_MESSAGES.badJson,
    },
    {
      name: "a JSON body over the size limit",
      request: () => ({
        method: "POST",
        path: "/api/UserLogin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "x".repeat(200_000) }),
      }),
      status: 413,
      message: REQUEST_ERROR_MESSAGES.tooLarge,
    },
  ];

  it.each(cases)(
    "when the client sends $name, then it answers $status with its reason and logs no stack",
    async (c) => {
      const res = await send(server.port, c.request());
      expect(res.status).toBe(c.status);
      expect(res.body).toEqual({ message: c.message, error: c.message });
      expectLoggedAsClientMistake(res.requestId);
      // The log names the kind of mistake without quoting the client's bytes back.
      expect(JSON.stringify(linesOf(res.requestId))).not.toContain("Failed to decode param");
    },
  );

  it("when a gzip body is well formed, then it is read as usual (the mapping refuses only broken ones)", async () => {
    const res = await send(server.port, {
      method: "POST",
      path: "/api/UserLogin",
      headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
      body: gzipSync(JSON.stringify({ username: customer.phone, password: customer.password })),
    });
    expect(res.status).toBe(200);
  });

  it("when a client hangs up in the middle of its body, then that is logged at warn as request.aborted, never as an error", async () => {
    const before = ctx.logs.length;
    await sendAndHangUp(
      server.port,
      { method: "POST", path: "/api/UserLogin", headers: { "Content-Type": "application/json" } },
      '{"username":"05',
      500,
    );
    await vi.waitFor(() => {
      const refused = logLines()
        .slice(before)
        .find((line) => line.reason === "request.aborted");
      expect(refused?.level).toBe(40);
    });
    const reqId = logLines()
      .slice(before)
      .find((line) => line.reason === "request.aborted")?.reqId;
    expect(linesOf(reqId).filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe("other errors the framework marks as the client's (http-errors, expose: true)", () => {
  const httpError = (status: number, code: string) =>
    Object.assign(new Error("from a library"), { status, expose: true, code });

  it.each([
    [httpError(404, "ENOENT"), "NOT_FOUND"],
    [httpError(403, "EACCES"), "FORBIDDEN"],
    [httpError(400, "Z_BUF_ERROR"), "BAD_REQUEST"],
    [httpError(400, "ECONNRESET"), "BAD_REQUEST"],
    [httpError(413, "X"), "PAYLOAD_TOO_LARGE"],
  ])("when %o reaches the error handler, then it keeps its class (%s)", (error, code) => {
    expect(requestErrorOf(error)?.code).toBe(code);
  });

  it("when a 400 carries a decompressor's code, then the message says the encoding is wrong; otherwise not", () => {
    expect(requestErrorOf(httpError(400, "ERR__ERROR_FORMAT_PADDING_2"))?.message).toBe(
      REQUEST_ERROR_MESSAGES.badEncoding,
    );
    expect(requestErrorOf(httpError(400, "ECONNRESET"))?.message).toBe(REQUEST_ERROR_MESSAGES.unreadable);
  });

  it("when a library's error is not marked as the client's, then it stays unknown (a 500, logged in full)", () => {
    expect(requestErrorOf(Object.assign(new Error("boom"), { status: 500, expose: false }))).toBeNull();
    expect(requestErrorOf(new Error("duplicate key value"))).toBeNull();
  });
});

describe("edge values are refused before any query", () => {
  const TOO_LARGE = String(2 ** 31);

  it.each([
    ["GET", `/api/view_order/${TOO_LARGE}/`],
    ["PUT", `/api/set_default_address/${TOO_LARGE}/`],
    ["DELETE", `/api/delete_address/${TOO_LARGE}/`],
    ["POST", `/api/add_to_cart/${TOO_LARGE}/`],
    ["GET", `/api/edit_product/99999999999999999999/`],
    ["GET", `/api/view_single_service_user/${TOO_LARGE}/`],
  ])("when %s %s carries an id past PostgreSQL's integer, then it answers 400", async (method, path) => {
    const res = await send(server.port, { method, path, headers: { Cookie: cookie } });
    expect(res.status).toBe(400);
    const message = path.includes("service") ? SERVICE_MESSAGES.serviceNotFound : "The id is too large";
    expect(res.body).toMatchObject({ message, error: message });
    expect(linesOf(res.requestId).filter((line) => line.level >= 50)).toEqual([]);
  });

  it("when a product search holds a NUL byte, then it answers 400 with the unsafe-text message", async () => {
    const res = await request(ctx.app).get("/api/view_products").query({ search: "oil\u0000" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: UNSAFE_TEXT_MESSAGE, error: UNSAFE_TEXT_MESSAGE });
  });

  it.each([
    ["a NUL byte", "Mar\u0000iam"],
    ["a lone surrogate", "Mar\uD800iam"],
  ])(
    "when a profile name holds %s, then it answers 400 and the name is unchanged",
    async (_what, firstName) => {
      const res = await request(ctx.app)
        .post("/api/Edit_UserProfile_By_user")
        .set("Cookie", cookie)
        .send({ first_name: firstName, last_name: "Ali", email: customer.email });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: UNSAFE_TEXT_MESSAGE });
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: customer.id } });
      expect(user.firstName).toBe("Mariam");
    },
  );

  it("when a review comment holds a lone surrogate, then it answers 400 and no review is stored", async () => {
    const product = await createProduct(ctx.prisma);
    const res = await request(ctx.app)
      .post(`/api/add_review/${product.id}/`)
      .set("Cookie", cookie)
      .send({ rating: 4, comment: "Great \uDC00 wax" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: UNSAFE_TEXT_MESSAGE });
    expect(await ctx.prisma.productReview.count({ where: { productId: product.id } })).toBe(0);
  });

  it("when a service rating comment holds a NUL byte, then it answers 400 and no rating is stored", async () => {
    const service = await createService(ctx.prisma);
    const res = await request(ctx.app)
      .post("/api/add_service_rating")
      .set("Cookie", cookie)
      .send({ service_id: service.id, rating: 5, comment: "ok\u0000" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: UNSAFE_TEXT_MESSAGE });
    expect(await ctx.prisma.serviceRating.count({ where: { serviceId: service.id } })).toBe(0);
  });

  it("when an OTP identifier holds a NUL byte, then it answers 400 and no code is made", async () => {
    const res = await request(ctx.app)
      .post("/api/send_login_otp")
      .send({ identifier: "a\u0000@example.com" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: UNSAFE_TEXT_MESSAGE });
  });

  it("when the dev outbox is asked for a recipient with a NUL byte, then it answers 400", async () => {
    const res = await request(ctx.app).get("/api/dev/outbox").query({ to: "a\u0000b" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: UNSAFE_TEXT_MESSAGE });
  });
});

describe("validation messages are the spec's own text (sections 5 and 8)", () => {
  it.each([
    [
      "login without a password",
      "/api/UserLogin",
      { username: "0501234567" },
      AUTH_VALIDATION_MESSAGES.loginRequired,
    ],
    [
      "signup without a phone",
      "/api/signup",
      { name: "A", email: "a@example.com", password: "Secret-pass-1" },
      AUTH_VALIDATION_MESSAGES.signupRequired,
    ],
    [
      "a password reset whose passwords differ",
      "/api/reset_password_with_otp",
      { email: "a@example.com", new_password: "Secret-pass-1", confirm_password: "Secret-pass-2" },
      AUTH_VALIDATION_MESSAGES.passwordsDiffer,
    ],
  ])("when the API gets %s, then the message is exactly the spec's", async (_what, path, body, message) => {
    const res = await request(ctx.app).post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, error: message });
  });

  it.each([
    [
      "a product review with a zero rating",
      (id: number) => `/api/add_review/${id}/`,
      { rating: 0, comment: "Nice" },
      REVIEW_MESSAGES.incomplete,
    ],
    [
      "a product review without a comment",
      (id: number) => `/api/add_review/${id}/`,
      { rating: 4, comment: " " },
      REVIEW_MESSAGES.incomplete,
    ],
    [
      "an address without a name",
      () => "/api/add_address",
      {
        phone_number: "0501234567",
        street: "A",
        building_name: "B",
        floor_apartment_no: "1",
        area_district: "C",
        city: "Dubai",
      },
      ADDRESS_REQUIRED_MESSAGE,
    ],
    [
      "a service rating without a comment",
      () => "/api/add_service_rating",
      { service_id: 1, rating: 3 },
      SERVICE_MESSAGES.fillAllFields,
    ],
  ])(
    "when a customer sends %s, then the message is exactly the spec's, without a field prefix",
    async (_what, path, body, message) => {
      const product = await createProduct(ctx.prisma);
      const res = await request(ctx.app).post(path(product.id)).set("Cookie", cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message, error: message });
    },
  );

  it("when a coupon code matches no coupon, then the message is 'Invalid Coupon Code'", async () => {
    // A cart first: an empty cart is refused with its own reason before any code is looked at.
    const product = await createProduct(ctx.prisma);
    await ctx.prisma.cartItem.create({ data: { userId: customer.id, productId: product.id, quantity: 1 } });
    const res = await request(ctx.app).post("/api/apply_coupon").set("Cookie", cookie).send({ code: "NOPE" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: INVALID_COUPON_MESSAGE });
  });

  it("when a field fails a check the schema left to zod, then the message names the field in a sentence", async () => {
    const res = await request(ctx.app)
      .post("/api/Edit_UserProfile_By_user")
      .set("Cookie", cookie)
      .send({ first_name: "Mariam", last_name: "x".repeat(101), email: customer.email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "last_name must be at most 100 characters",
      fields: { last_name: "last_name must be at most 100 characters" },
    });
  });
});

describe("the access log", () => {
  it("when a query string carries an email or a phone number, then the logged URL has neither", async () => {
    const email = await request(ctx.app)
      .get("/api/dev/outbox")
      .query({ to: "private.person@example.com", limit: 5 });
    const phone = await request(ctx.app)
      .get("/api/view_products")
      .query({ search: "+971 50 123 4567", page: 1 });
    const coordinates = await request(ctx.app)
      .get("/api/view_service_user")
      .query({ lat: "24.4538841", lng: "54.3773438" });
    const urls = [email, phone, coordinates].map(
      (res) => linesOf(res.headers["x-request-id"] as string).find((line) => line.url)?.url,
    );
    expect(urls[0]).toBe(`/api/dev/outbox?to=${REDACTED}&limit=5`);
    expect(urls[1]).toBe(`/api/view_products?search=${REDACTED}&page=1`);
    // Coordinates are decimals, not phone numbers: kept, as they explain a slow services query.
    expect(urls[2]).toBe("/api/view_service_user?lat=24.4538841&lng=54.3773438");
    expect(ctx.logs.join("\n")).not.toContain("private.person");
  });
});
