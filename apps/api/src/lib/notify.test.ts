import { CodeSentSchema, ProductDetailSchema, ProductListResponseSchema } from "@carcare/contracts";
import type { Express } from "express";
import pg from "pg";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createProduct } from "../../test/factories-catalog.js";
import { createCustomer, loginAgent, sessionCookie } from "../../test/factories.js";
import { codeIn, startSmtpReceiver } from "../../test/smtp.js";
import { createApp } from "../app.js";
import {
  CATALOGUE_CHANNEL,
  type Channel,
  createNotifyListener,
  NOTIFY_APPLICATION_NAME,
  type NotifyListener,
  SESSION_CHANNEL,
} from "./notify.js";
import { cacheSessions, createSessionStore } from "./session.js";

// Two app instances on one database, as two servers (or two workers) behind a load balancer: each
// has its own LISTEN connection, its own session store and its own in-process copies.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let listenerA: NotifyListener;
let listenerB: NotifyListener;
let appA: Express;
let appB: Express;
let storeB: ReturnType<typeof cacheSessions>;
let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const quiet = { warn: () => undefined, info: () => undefined };
/** The revocation promise of issue 20: every instance refuses a revoked session within this. */
const REVOKED_EVERYWHERE_WITHIN_MS = 100;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestContext({ SMTP_URL: smtp.url, TRUST_PROXY: "true" });
  listenerA = createNotifyListener(ctx.databaseUrl, quiet);
  listenerB = createNotifyListener(ctx.databaseUrl, quiet);
  await Promise.all([listenerA.ready(), listenerB.ready()]);
  appA = createApp({ ...ctx.deps, notify: listenerA });
  const sessionsB = createSessionStore(ctx.deps.sql);
  storeB = cacheSessions(sessionsB, listenerB);
  appB = createApp({ ...ctx.deps, sessions: sessionsB, notify: listenerB });
});
afterAll(async () => {
  await Promise.all([listenerA.close(), listenerB.close()]);
  await ctx.close();
  await smtp.stop();
});

/** Resolves with the time (performance.now()) the listener hears a payload naming `id` on `channel`. */
function heard(listener: NotifyListener, channel: Channel, id: string | number): Promise<number> {
  return new Promise((resolve) => {
    const stop = listener.on(channel, (payload) => {
      if (payload === "*" || payload.split(",").includes(String(id))) {
        stop();
        resolve(performance.now());
      }
    });
  });
}

async function logIn(app: Express, user: { phone: string; password: string }, cookie?: string) {
  const req = request(app).post("/api/UserLogin").set("X-Forwarded-For", nextIp());
  if (cookie) req.set("Cookie", cookie);
  const res = await req.send({ username: user.phone, password: user.password }).expect(200);
  return sessionCookie(res);
}

const whoAmI = (app: Express, cookie: string) =>
  request(app).get("/api/get_logged_in_user").set("Cookie", cookie);
const sidOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).slice(2).split(".")[0]!;

/** Instance B serves the cookie from its copy (the first test shows the copy outlives a silent change). */
async function expectCopiedOnB(cookie: string) {
  // The login's own writes are announced too: a read that overlaps one of them is not kept.
  await allHeard(listenerB, SESSION_CHANNEL);
  await whoAmI(appB, cookie).expect(200);
  expect(storeB.cachedSessions).toBeGreaterThan(0);
  await whoAmI(appB, cookie).expect(200);
}

describe("session copies revoked through NOTIFY", () => {
  it("when a session row is deleted without a notification, then the other instance still serves its copy (why NOTIFY is needed)", async () => {
    const user = await createCustomer(ctx.prisma);
    const cookie = await logIn(appA, user);
    await expectCopiedOnB(cookie);

    // session_replication_role=replica skips triggers: a change nobody announces.
    const client = new pg.Client({ connectionString: ctx.databaseUrl });
    await client.connect();
    try {
      await client.query("SET session_replication_role = replica");
      await client.query("DELETE FROM session WHERE sid = $1", [sidOf(cookie)]);
    } finally {
      await client.end();
    }
    await whoAmI(appB, cookie).expect(200);
    // Instance A never read the cookie after login: it reads the row, which is gone.
    await whoAmI(appA, cookie).expect(401);
  });

  it("when the customer logs out on one instance, then the other refuses the cookie within 100 ms", async () => {
    const user = await createCustomer(ctx.prisma);
    const cookie = await logIn(appA, user);
    await expectCopiedOnB(cookie);

    const revoked = heard(listenerB, SESSION_CHANNEL, sidOf(cookie));
    await request(appA).post("/api/Logout").set("Cookie", cookie).send({}).expect(200);
    const answeredAt = performance.now();
    const heardAt = await revoked;

    expect(heardAt - answeredAt).toBeLessThanOrEqual(REVOKED_EVERYWHERE_WITHIN_MS);
    const refused = await whoAmI(appB, cookie).expect(401);
    expect(refused.body).toEqual({ detail: "Authentication credentials were not provided." });
    expect(await ctx.prisma.session.count({ where: { sid: sidOf(cookie) } })).toBe(0);
  });

  it("when the customer logs in again with the old cookie, then the regenerated-away session is refused on the other instance within 100 ms", async () => {
    const user = await createCustomer(ctx.prisma);
    const first = await logIn(appA, user);
    await expectCopiedOnB(first);

    const revoked = heard(listenerB, SESSION_CHANNEL, sidOf(first));
    const second = await logIn(appA, user, first);
    const answeredAt = performance.now();
    const heardAt = await revoked;

    expect(second).not.toBe(first);
    expect(heardAt - answeredAt).toBeLessThanOrEqual(REVOKED_EVERYWHERE_WITHIN_MS);
    await whoAmI(appB, first).expect(401);
    await whoAmI(appB, second).expect(200);
    expect(await ctx.prisma.session.count({ where: { sid: sidOf(first) } })).toBe(0);
  });

  it("when the password is reset on one instance, then the customer's other sessions are refused on the other instance within 100 ms", async () => {
    const user = await createCustomer(ctx.prisma, { email: "cache.reset@example.com" });
    const elsewhere = await logIn(appA, user);
    await expectCopiedOnB(elsewhere);

    const browser = request.agent(appA);
    const ip = nextIp();
    const sent = await browser
      .post("/api/send_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email: user.email })
      .expect(200);
    CodeSentSchema.parse(sent.body);
    const code = codeIn(await smtp.waitFor(user.email));
    await browser
      .post("/api/verify_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email: user.email, otp: Number.parseInt(code, 10) })
      .expect(200);

    const revoked = heard(listenerB, SESSION_CHANNEL, sidOf(elsewhere));
    await browser
      .post("/api/reset_password_with_otp")
      .set("X-Forwarded-For", ip)
      .send({ email: user.email, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })
      .expect(200);
    const answeredAt = performance.now();
    const heardAt = await revoked;

    expect(heardAt - answeredAt).toBeLessThanOrEqual(REVOKED_EVERYWHERE_WITHIN_MS);
    await whoAmI(appB, elsewhere).expect(401);
    expect(await ctx.prisma.session.count({ where: { sid: sidOf(elsewhere) } })).toBe(0);
  });
});

/** One Host for every request: image addresses, and so answers and their copies, depend on it. */
const HOST = "store.test";

let barriers = 0;
/**
 * Resolves once `listener` has heard every notification on `channel` committed before this call:
 * PostgreSQL delivers notifications in commit order, so hearing one sent now means the rest came first.
 */
async function allHeard(listener: NotifyListener, channel: Channel): Promise<void> {
  const marker = `barrier-${++barriers}`;
  const arrived = new Promise<void>((resolve) => {
    const stop = listener.on(channel, (payload) => {
      if (payload === marker) {
        stop();
        resolve();
      }
    });
  });
  await ctx.prisma.$executeRaw`SELECT pg_notify(${channel}, ${marker})`;
  await arrived;
}
const allHeardByA = () => allHeard(listenerA, CATALOGUE_CHANNEL);

/** A product whose creation (brand, category, product) instance A has heard of: no copy predates it. */
async function announcedProduct(overrides: Parameters<typeof createProduct>[1] = {}) {
  const product = await createProduct(ctx.prisma, overrides);
  await allHeardByA();
  return product;
}

describe("public catalogue answers", () => {
  const detail = (app: Express, id: number) => request(app).get(`/api/edit_product/${id}`).set("Host", HOST);

  it("when a visitor reads a product, then the answer is public with a weak ETag, and If-None-Match gets 304 with no body", async () => {
    const product = await announcedProduct();
    const first = await detail(appA, product.id).expect(200);
    expect(ProductDetailSchema.parse(first.body).id).toBe(product.id);
    expect(first.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // From the copy (instance A) and from the database (instance B, which never read it): same tag.
    for (const app of [appA, appB]) {
      const again = await detail(app, product.id).set("If-None-Match", etag).expect(304);
      expect(again.text).toBe("");
      expect(again.headers.etag).toBe(etag);
    }
    await detail(appA, product.id).set("If-None-Match", 'W/"other"').expect(200);
  });

  it("when a private answer is read, then it is not marked public", async () => {
    const user = await createCustomer(ctx.prisma);
    const cookie = await logIn(appA, user);
    const cart = await request(appA).get("/api/display_cart").set("Cookie", cookie).expect(200);
    expect(cart.headers["cache-control"] ?? "").not.toContain("public");
    expect(cart.headers.etag).toBeUndefined();
  });

  it("when only stock changes (an order), then nothing is announced and the copy keeps the old stock; a rating change drops it", async () => {
    const product = await announcedProduct({ stock: 9 });
    expect(ProductDetailSchema.parse((await detail(appA, product.id).expect(200)).body).stock).toBe(9);

    // Orders do not NOTIFY (it would serialise their commits): stock lags by at most the copy's TTL.
    const named: string[] = [];
    const stop = listenerA.on(CATALOGUE_CHANNEL, (payload) => named.push(payload));
    await ctx.prisma.product.update({ where: { id: product.id }, data: { stock: { decrement: 3 } } });
    await allHeardByA();
    stop();
    expect(named.filter((payload) => !payload.startsWith("barrier-"))).toEqual([]);
    expect(ProductDetailSchema.parse((await detail(appA, product.id).expect(200)).body).stock).toBe(9);

    const dropped = heard(listenerA, CATALOGUE_CHANNEL, product.id);
    await ctx.prisma.product.update({
      where: { id: product.id },
      data: { ratingCount: { increment: 1 }, ratingSum: { increment: 5 } },
    });
    await dropped;
    const fresh = ProductDetailSchema.parse((await detail(appA, product.id).expect(200)).body);
    expect(fresh).toMatchObject({ stock: 6, review_count: 1, average_rating: 5 });
  });

  it("when a review is added, then the product's cached answer shows the new ratings", async () => {
    const product = await announcedProduct();
    const user = await createCustomer(ctx.prisma);
    expect(ProductDetailSchema.parse((await detail(appA, product.id).expect(200)).body).ratings.count).toBe(
      0,
    );

    const dropped = heard(listenerA, CATALOGUE_CHANNEL, product.id);
    await ctx.prisma.productReview.create({
      data: { productId: product.id, userId: user.id, rating: 4, comment: "Good" },
    });
    await dropped;
    expect(ProductDetailSchema.parse((await detail(appA, product.id).expect(200)).body).ratings.count).toBe(
      1,
    );
  });

  it("when a customer reviews through this instance, then its next read shows the new ratings without waiting for the database's notification", async () => {
    // A listener that keeps copies but never hears the database: only the write's own announcement
    // can drop the copy, as when the notification is still on its way on a loaded machine.
    const handlers = new Map<Channel, Set<(payload: string) => void>>();
    const deaf: NotifyListener = {
      listening: true,
      on(channel, handler) {
        const set = handlers.get(channel) ?? new Set();
        handlers.set(channel, set.add(handler));
        return () => set.delete(handler);
      },
      onReset: () => () => undefined,
      announce(channel, payload) {
        for (const handler of handlers.get(channel) ?? []) handler(payload);
      },
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const app = createApp({ ...ctx.deps, notify: deaf });
    const product = await createProduct(ctx.prisma);
    const user = await createCustomer(ctx.prisma);
    expect(ProductDetailSchema.parse((await detail(app, product.id).expect(200)).body).ratings.count).toBe(0);

    const agent = await loginAgent(app, user, nextIp());
    await agent.post(`/api/add_review/${product.id}/`).send({ rating: 5, comment: "Fits well" }).expect(201);

    expect(ProductDetailSchema.parse((await detail(app, product.id).expect(200)).body).ratings.count).toBe(1);
  });

  it("when the operator adds a product, then every cached listing is dropped and the new product is listed first", async () => {
    const listing = () =>
      request(appA)
        .get("/api/view_products?search=&category=&brand=&min_price=&max_price=&sort=&page=1&limit=6")
        .set("Host", HOST);
    const top = await announcedProduct({ createdAt: new Date(Date.now() + 120_000) });
    expect(ProductListResponseSchema.parse((await listing().expect(200)).body).products[0]!.id).toBe(top.id);

    // Same brand and category: only the products insert itself announces anything.
    const newcomerNotified = heard(listenerA, CATALOGUE_CHANNEL, "*");
    const newcomer = await createProduct(ctx.prisma, {
      brandId: top.brandId,
      categoryId: top.categoryId,
      createdAt: new Date(Date.now() + 180_000),
    });
    await newcomerNotified;
    const after = ProductListResponseSchema.parse((await listing().expect(200)).body);
    expect(after.products[0]!.id).toBe(newcomer.id);
  });
});

describe("the LISTEN connection", () => {
  it("when it is cut, then copies are dropped and bypassed, and it comes back without crashing the process", async () => {
    const product = await announcedProduct({ stock: 4 });
    await detail(product.id).expect(200);
    const lost = (listener: NotifyListener) =>
      new Promise<void>((resolve) => {
        const stop = listener.onReset(() => {
          stop();
          resolve();
        });
      });
    const bothLost = Promise.all([lost(listenerA), lost(listenerB)]);
    const admin = new pg.Client({ connectionString: ctx.databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
        [NOTIFY_APPLICATION_NAME],
      );
      expect(rowCount).toBe(2);
      await bothLost;
      expect(listenerA.listening).toBe(false);
      // A change made while nobody listens is seen at once: nothing is served from memory.
      await admin.query("UPDATE products SET stock = 1 WHERE id = $1", [product.id]);
      expect(ProductDetailSchema.parse((await detail(product.id).expect(200)).body).stock).toBe(1);
    } finally {
      await admin.end();
    }
    await Promise.all([listenerA.ready(), listenerB.ready()]);
    expect(listenerA.listening).toBe(true);
    const user = await createCustomer(ctx.prisma);
    const cookie = await logIn(appA, user);
    await expectCopiedOnB(cookie);
  });

  function detail(id: number) {
    return request(appA).get(`/api/edit_product/${id}`).set("Host", HOST);
  }
});
