import http from "node:http";
import { gzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./context.js";
import { createCoupon, createProduct } from "./factories-catalog.js";
import { createService } from "./factories-services.js";
import { createCustomer, sessionCookie } from "./factories.js";
import { listen } from "./raw-http.js";

/**
 * Malformed requests over every endpoint, anonymous and logged in: none may answer 5xx, and the
 * store's invariants hold afterwards. The PRNG is seeded (FUZZ_SEED overrides it) so a failure
 * names the seed and the request number that reproduce it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REQUESTS_PER_PERSONA = 2_600;
const CONCURRENCY = 8;

/** mulberry32: small, fast and good enough to pick cases; the same seed gives the same run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

/** Every endpoint (features/*\/routes.ts, spec section 7) with the fields its body or query reads. */
const ENDPOINTS: { method: string; path: string; fields: string[]; query?: boolean }[] = [
  { method: "GET", path: "/api/health", fields: [] },
  { method: "GET", path: "/api/store_info", fields: [] },
  { method: "GET", path: "/api/view_promoted_products", fields: [] },
  { method: "GET", path: "/api/promoted_brands_products", fields: [] },
  { method: "GET", path: "/api/view_brand", fields: [] },
  { method: "GET", path: "/api/view_category", fields: [] },
  {
    method: "GET",
    path: "/api/view_products",
    query: true,
    fields: ["search", "category", "brand", "min_price", "max_price", "sort", "page", "limit", "exclude"],
  },
  { method: "GET", path: "/api/edit_product/:id/", fields: [] },
  { method: "POST", path: "/api/add_to_cart/:id/", fields: [] },
  { method: "GET", path: "/api/display_cart", fields: [] },
  { method: "PUT", path: "/api/update_cart/:id/", fields: ["quantity", "cart_item_id"] },
  { method: "DELETE", path: "/api/removecart/:id/", fields: [] },
  { method: "POST", path: "/api/add_to_wishlist/:id/", fields: [] },
  { method: "GET", path: "/api/wishlist_items", fields: [] },
  { method: "DELETE", path: "/api/remove_wishlist/:id/", fields: [] },
  { method: "GET", path: "/api/view_review/:id/", query: true, fields: ["page", "limit"] },
  { method: "POST", path: "/api/add_review/:id/", fields: ["rating", "comment"] },
  { method: "GET", path: "/api/view_coupons", fields: [] },
  { method: "POST", path: "/api/apply_coupon", fields: ["code"] },
  { method: "POST", path: "/api/signup", fields: ["name", "email", "phone", "password"] },
  { method: "POST", path: "/api/UserLogin", fields: ["username", "password"] },
  { method: "GET", path: "/api/get_logged_in_user", fields: [] },
  { method: "POST", path: "/api/Edit_UserProfile_By_user", fields: ["first_name", "last_name", "email"] },
  { method: "POST", path: "/api/send_otp_forget_password", fields: ["email"] },
  { method: "POST", path: "/api/verify_otp_forget_password", fields: ["email", "otp"] },
  {
    method: "POST",
    path: "/api/reset_password_with_otp",
    fields: ["email", "new_password", "confirm_password"],
  },
  { method: "POST", path: "/api/send_login_otp", fields: ["identifier"] },
  { method: "POST", path: "/api/verify_login_otp", fields: ["identifier", "otp"] },
  { method: "GET", path: "/api/view_plans", fields: [] },
  { method: "GET", path: "/api/get_subscription_status", fields: [] },
  { method: "GET", path: "/api/view_service_categories_user", fields: [] },
  { method: "GET", path: "/api/view_service_user", query: true, fields: ["lat", "lng"] },
  { method: "GET", path: "/api/view_single_service_user/:id/", fields: [] },
  { method: "POST", path: "/api/log_service_interaction", fields: ["action", "service_id"] },
  { method: "POST", path: "/api/add_service_rating", fields: ["service_id", "rating", "comment"] },
  { method: "GET", path: "/api/view_service_rating", query: true, fields: ["service_id"] },
  { method: "GET", path: "/api/geocode", query: true, fields: ["q"] },
  { method: "GET", path: "/api/view_addresses", fields: [] },
  {
    method: "POST",
    path: "/api/add_address",
    fields: [
      "name",
      "phone_number",
      "street",
      "building_name",
      "floor_apartment_no",
      "landmark",
      "area_district",
      "city",
      "country",
      "address_type",
    ],
  },
  { method: "PUT", path: "/api/set_default_address/:id/", fields: [] },
  { method: "DELETE", path: "/api/delete_address/:id/", fields: [] },
  {
    method: "POST",
    path: "/api/place_order",
    fields: ["username", "contact", "address", "cartItems", "totalPrice", "coupon"],
  },
  { method: "GET", path: "/api/view_order/:id/", fields: [] },
  { method: "GET", path: "/api/my_orders", fields: [] },
  { method: "GET", path: "/api/dev/outbox", query: true, fields: ["to", "limit"] },
  { method: "POST", path: "/api/refresh_token", fields: ["refresh"] },
  { method: "GET", path: "/api/get_nearby_services", query: true, fields: ["lat", "lng", "radius"] },
  { method: "GET", path: "/api/openapi.json", fields: [] },
  { method: "GET", path: "/api/docs", fields: [] },
  { method: "POST", path: "/api/Logout", fields: [] },
];

const LONG = "x".repeat(20_000);
/** Values nobody should send: wrong types, edges of every number kind, characters PostgreSQL refuses. */
const NASTY: unknown[] = [
  "",
  " ",
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "NaN",
  "Infinity",
  "-Infinity",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740993",
  "99999999999999999999999",
  0,
  -1,
  -2147483649,
  2147483647,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.5,
  true,
  false,
  null,
  [],
  [1, 2],
  ["a"],
  {},
  { nested: { deeper: [1] } },
  "a\u0000b",
  "\u0000",
  "\uD800",
  "x\uDC00y",
  "\uDBFF\uDBFF",
  "😀",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "%zz",
  "../../etc/passwd",
  LONG,
  "١٢٣",
  "user@example.com",
  "+971501234567",
  "WHATSAPP",
  "Dubai",
];

/** Path segments for :id, sent byte for byte: bad percent-encodings included. */
const NASTY_IDS = [
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%00",
  "%C0%80",
  "-1",
  "0",
  "1.5",
  "1e3",
  "NaN",
  "2147483647",
  "2147483648",
  "99999999999999999999",
  "abc",
  "%20",
  "%D9%A1",
  encodeURIComponent(LONG.slice(0, 2_000)),
];

/** encodeURIComponent that never throws: a lone surrogate goes as the bytes of an invalid sequence. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const multipart = (boundary: string, fields: [string, string][]) =>
  fields
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("") + `--${boundary}--\r\n`;

function nastyText(rng: Rng): string {
  const value = rng.pick(NASTY);
  return typeof value === "string" ? value : JSON.stringify(value);
}

function randomFields(rng: Rng, fields: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (rng.chance(0.25)) continue; // missing fields
    body[field] = rng.pick(NASTY);
  }
  if (rng.chance(0.2)) body[rng.pick(["__proto__", "constructor", "extra", "a[0]", ""])] = rng.pick(NASTY);
  return body;
}

/** One malformed request for the endpoint; `ids` are real ids the logged-in customer owns. */
function makeRequest(rng: Rng, endpoint: (typeof ENDPOINTS)[number], ids: number[]): FuzzRequest {
  const id = rng.chance(0.5) ? rng.pick(NASTY_IDS) : String(rng.pick(ids));
  let path = endpoint.path.replace(":id", id);
  if (endpoint.query || rng.chance(0.2)) {
    const fields = randomFields(rng, endpoint.fields.length > 0 ? endpoint.fields : ["q"]);
    const query = Object.entries(fields)
      .map(([key, value]) =>
        Array.isArray(value)
          ? value.map((item) => `${encode(key)}=${encode(String(item))}`).join("&")
          : `${encode(key)}=${rng.chance(0.1) ? "%" : encode(typeof value === "string" ? value : JSON.stringify(value))}`,
      )
      .join("&");
    if (query) path += `?${query}`;
  }
  const headers: Record<string, string> = {};
  const fields = randomFields(rng, endpoint.fields);
  let body: Buffer | undefined;
  switch (rng.int(11)) {
    case 0:
    case 1:
    case 2: // JSON with wrong types, edge numbers, NUL, lone surrogates, long strings, missing fields
      headers["Content-Type"] = "application/json";
      body = Buffer.from(JSON.stringify(fields));
      break;
    case 3: // arrays or scalars where an object is expected
      headers["Content-Type"] = "application/json";
      body = Buffer.from(JSON.stringify(rng.pick([[fields], [], "text", 42, null])));
      break;
    case 4: // bad JSON
      headers["Content-Type"] = "application/json";
      body = Buffer.from(rng.pick(['{"a":', "{'a':1}", "[1,2", "\u0000", '{"a":1}}', "nul"]));
      break;
    case 5: // a content type the API does not read
      headers["Content-Type"] = rng.pick([
        "text/plain",
        "application/xml",
        "application/octet-stream",
        "foo/bar; x",
      ]);
      body = Buffer.from(JSON.stringify(fields));
      break;
    case 6: // multipart without a boundary
      headers["Content-Type"] = "multipart/form-data";
      body = Buffer.from(
        multipart(
          "b0und",
          Object.entries(fields).map(([k, v]) => [k, String(v)]),
        ),
      );
      break;
    case 7: {
      // multipart cut short (the Content-Length matches what is sent)
      headers["Content-Type"] = "multipart/form-data; boundary=b0und";
      const whole = multipart("b0und", [
        ...Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
        ["x", "y"],
      ]);
      body = Buffer.from(whole.slice(0, Math.max(1, rng.int(whole.length - 1))));
      break;
    }
    case 8: // more than 1,000 urlencoded fields
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = Buffer.from(Array.from({ length: 1_001 + rng.int(500) }, (_, i) => `f${i}=${i}`).join("&"));
      break;
    case 9: {
      // a Content-Encoding the body does not have (or no API knows)
      headers["Content-Type"] = rng.pick(["application/json", "application/x-www-form-urlencoded"]);
      headers["Content-Encoding"] = rng.pick(["gzip", "br", "deflate", "compress", "zstd", "gzip, br"]);
      const raw = Buffer.from(JSON.stringify(fields));
      body = rng.chance(0.2) ? gzipSync(raw).subarray(0, 10) : raw;
      break;
    }
    default: // urlencoded form with nasty values
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = Buffer.from(
        Object.entries(fields)
          .map(([k, v]) => `${encode(k)}=${encode(typeof v === "string" ? v : JSON.stringify(v))}`)
          .join("&"),
      );
  }
  if (rng.chance(0.05))
    headers["Content-Type"] =
      `${headers["Content-Type"] ?? "application/json"}; charset=${rng.pick(["latin9", "utf-16", "koi8-r"])}`;
  if (rng.chance(0.05)) body = Buffer.from(nastyText(rng));
  return { method: endpoint.method, path, headers, body };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function fire(port: number, req: FuzzRequest): Promise<{ status: number; text: string }> {
  const headers = { ...req.headers, ...(req.body ? { "Content-Length": String(req.body.length) } : {}) };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    outgoing.on("error", reject);
    if (req.body) outgoing.write(req.body);
    outgoing.end();
  });
}

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  ctx = await createTestContext();
  server = await listen(ctx.app);
});
afterAll(async () => {
  agent.destroy();
  await server.close();
  await ctx.close();
});

it("when thousands of malformed requests hit every endpoint, anonymous and logged in, then none answers 5xx and the store's invariants hold", async () => {
  // A customer with a cart, addresses and an order, so logged-in requests reach real rows.
  const products = await Promise.all(
    [1, 2, 3].map((n) => createProduct(ctx.prisma, { stock: 5 * n, priceFils: 1_000 * n })),
  );
  const coupon = await createCoupon(ctx.prisma, { discountPercentage: 15 });
  const service = await createService(ctx.prisma);
  const customer = await createCustomer(ctx.prisma);
  const login = await request(ctx.app)
    .post("/api/UserLogin")
    .send({ username: customer.phone, password: customer.password });
  expect(login.status).toBe(200);
  const cookie = sessionCookie(login);
  const address = {
    name: "Aisha",
    phone_number: "0501234567",
    street: "Corniche",
    building_name: "Tower 2",
    floor_apartment_no: "9",
    area_district: "Al Khalidiya",
    city: "Abu Dhabi",
  };
  for (const _ of [1, 2]) {
    expect((await request(ctx.app).post("/api/add_address").set("Cookie", cookie).send(address)).status).toBe(
      201,
    );
  }
  for (const product of products) {
    expect(
      (await request(ctx.app).post(`/api/add_to_cart/${product.id}/`).set("Cookie", cookie)).status,
    ).toBe(200);
  }
  const placed = await request(ctx.app)
    .post("/api/place_order")
    .set("Cookie", cookie)
    .send({ coupon: { coupon_code: coupon.code } });
  expect(placed.status).toBe(201);
  for (const product of products.slice(0, 2)) {
    expect(
      (await request(ctx.app).post(`/api/add_to_cart/${product.id}/`).set("Cookie", cookie)).status,
    ).toBe(200);
  }
  // Another customer with a default address the fuzzed requests may name but must never reach.
  const bystander = await createCustomer(ctx.prisma);
  const bystanderLogin = await request(ctx.app)
    .post("/api/UserLogin")
    .send({ username: bystander.phone, password: bystander.password });
  expect(bystanderLogin.status).toBe(200);
  const bystanderAddress = await request(ctx.app)
    .post("/api/add_address")
    .set("Cookie", sessionCookie(bystanderLogin))
    .send({ ...address, name: "Omar" });
  expect(bystanderAddress.status).toBe(201);
  const rows = await Promise.all([
    ctx.prisma.address.findMany({ where: { userId: bystander.id } }),
    ctx.prisma.cartItem.findMany({ where: { userId: customer.id } }),
    ctx.prisma.address.findMany({ where: { userId: customer.id } }),
    ctx.prisma.order.findMany({ where: { userId: customer.id } }),
    ctx.prisma.wishlistItem.findMany({ where: { userId: customer.id } }),
  ]);
  const ids = [...products.map((p) => p.id), service.id, coupon.id, ...rows.flat().map((row) => row.id)];

  const rng = prng(SEED);
  const personas = [
    { name: "anonymous", headers: {} as Record<string, string> },
    { name: "customer", headers: { Cookie: cookie } },
  ];
  const failures: string[] = [];
  let sent = 0;
  for (const persona of personas) {
    const plan = Array.from({ length: REQUESTS_PER_PERSONA }, (_, n) => {
      // Logging out would end the customer's session for the rest of the run.
      const endpoints =
        persona.name === "customer" ? ENDPOINTS.filter((e) => e.path !== "/api/Logout") : ENDPOINTS;
      const req = makeRequest(rng, rng.pick(endpoints), ids);
      return { n, req: { ...req, headers: { ...req.headers, ...persona.headers } } };
    });
    let next = 0;
    const worker = async () => {
      while (next < plan.length) {
        const { n, req } = plan[next++]!;
        const res = await fire(server.port, req);
        sent += 1;
        if (res.status >= 500) {
          failures.push(
            `#${n} (${persona.name}, seed ${SEED}) ${req.method} ${req.path.slice(0, 120)} ${JSON.stringify(req.headers)} -> ${res.status} ${res.text.slice(0, 200)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }

  expect(sent).toBeGreaterThanOrEqual(5_000);
  expect(failures.slice(0, 20)).toEqual([]);
  const errorLines = ctx.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  expect(errorLines.slice(0, 5)).toEqual([]);

  // The invariants, over the whole database.
  expect(await ctx.prisma.product.count({ where: { stock: { lt: 0 } } })).toBe(0);
  expect(
    await ctx.prisma.cartItem.count({ where: { OR: [{ quantity: { lt: 1 } }, { quantity: { gt: 10 } }] } }),
  ).toBe(0);
  const orders = await ctx.prisma.order.findMany({ include: { lines: true } });
  expect(orders.length).toBeGreaterThanOrEqual(1);
  for (const order of orders) {
    const lines = order.lines.reduce((sum, line) => sum + line.lineTotalFils, 0);
    expect(order.subtotalFils, `order ${order.id}`).toBe(lines);
    expect(order.grandTotalFils, `order ${order.id}`).toBe(
      lines + order.deliveryFeeFils - order.discountFils,
    );
    for (const line of order.lines) expect(line.lineTotalFils).toBe(line.unitPriceFils * line.quantity);
  }
  // At most one default per customer is the schema's (users.default_address_id); it must be their own.
  const users = await ctx.prisma.user.findMany({
    where: { defaultAddressId: { not: null } },
    include: { defaultAddress: true },
  });
  expect(users.map((user) => user.id)).toContain(bystander.id);
  for (const user of users) expect(user.defaultAddress?.userId).toBe(user.id);
}, 180_000);
