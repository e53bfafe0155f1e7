import { createHash } from "node:crypto";
import {
  CartResponseSchema,
  LoginResponseSchema,
  NOT_AUTHENTICATED_DETAIL,
  RefreshTokenResponseSchema,
  UserSchema,
} from "@carcare/contracts";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { authSuite } from "../../../test/auth-suite.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { codeIn } from "../../../test/smtp.js";
import {
  accessTokenKey,
  signAccessToken,
  TOKEN_EXPIRED_DETAIL,
  TOKEN_NOT_VALID_DETAIL,
} from "../../lib/tokens.js";

const suite = authSuite("10.2");
const { nextIp } = suite;

const FOREIGN_ORIGIN = "https://evil.example";
/** What the mobile app's 401 handling looks for before it refreshes and retries. */
const NAMES_THE_TOKEN = /token/i;

/** Every token handed out here, to prove none reaches the log. */
const issued: string[] = [];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Reads a JWT's payload the way the mobile app does: three parts, the middle one base64url JSON. */
function jwtPayload(token: string): Record<string, unknown> {
  const parts = token.split(".");
  expect(parts).toHaveLength(3);
  return JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Logs in as the mobile app does (multipart form, no cookie jar) and returns its tokens. */
async function mobileLogin(user: { phone: string; password: string }) {
  const res = await request(suite.ctx.app)
    .post("/api/UserLogin")
    .set("X-Forwarded-For", nextIp())
    .field("username", user.phone.replace(/^\+/, ""))
    .field("password", user.password)
    .expect(200);
  const body = LoginResponseSchema.parse(res.body);
  issued.push(body.access_token, body.refresh_token);
  return { access: body.access_token, refresh: body.refresh_token, user: body.user, res };
}

/** A call as the mobile app makes it: Bearer only, no cookie, no Origin. */
const asBearer = (access: string) => ({
  get: (path: string) => request(suite.ctx.app).get(path).set("Authorization", `Bearer ${access}`),
  post: (path: string) => request(suite.ctx.app).post(path).set("Authorization", `Bearer ${access}`),
});

const refresh = (token: string) => request(suite.ctx.app).post("/api/refresh_token").send({ refresh: token });

const sidOf = (access: string) => jwtPayload(access).sid as string;

describe("tokens from login", () => {
  it("when the app logs in with UserLogin, then it gets a 15-minute JWT bound to the session and a refresh token stored only as a hash", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const before = Math.floor(Date.now() / 1000);
    const { access, refresh: refreshToken, user, res } = await mobileLogin(customer);

    expect(user.id).toBe(customer.id);
    expect(res.headers["cache-control"]).toBe("no-store");
    const claims = jwtPayload(access);
    expect(claims.sub).toBe(String(customer.id));
    expect(claims.exp).toBe((claims.iat as number) + 15 * 60);
    expect(claims.exp as number).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(claims.exp as number).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 15 * 60);

    const session = await suite.ctx.prisma.session.findUniqueOrThrow({ where: { sid: sidOf(access) } });
    expect((session.sess as { userId?: number }).userId).toBe(customer.id);
    const rows = await suite.ctx.prisma.refreshToken.findMany({ where: { userId: customer.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: sha256(refreshToken),
      sessionSid: sidOf(access),
      usedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it("when a customer signs up or logs in by email code, then those answers carry the tokens too", async () => {
    const signup = await request(suite.ctx.app)
      .post("/api/signup")
      .set("X-Forwarded-For", nextIp())
      .send({
        name: "Omar",
        email: "omar.tokens@example.com",
        phone: "971507770001",
        password: "long-enough-1",
      })
      .expect(201);
    const signedUp = LoginResponseSchema.parse(signup.body);
    expect(signedUp.message).toBe("successfully registered");
    const me = await asBearer(signedUp.access_token).get("/api/get_logged_in_user").expect(200);
    expect(UserSchema.parse(me.body).id).toBe(signedUp.user.id);

    const ip = nextIp();
    await request(suite.ctx.app)
      .post("/api/send_login_otp")
      .set("X-Forwarded-For", ip)
      .send({ identifier: "omar.tokens@example.com" })
      .expect(200);
    const email = await suite.smtp.waitFor("omar.tokens@example.com");
    const otp = await request(suite.ctx.app)
      .post("/api/verify_login_otp")
      .set("X-Forwarded-For", ip)
      .send({ identifier: "omar.tokens@example.com", otp: codeIn(email) })
      .expect(200);
    const byCode = LoginResponseSchema.parse(otp.body);
    expect(sidOf(byCode.access_token)).not.toBe(sidOf(signedUp.access_token));
    await asBearer(byCode.access_token).get("/api/get_logged_in_user").expect(200);
    expect(await suite.ctx.prisma.refreshToken.count({ where: { userId: signedUp.user.id } })).toBe(2);
  });
});

describe("Bearer and access_token cookie", () => {
  it("when only a Bearer token is sent, with no cookie and no Origin, then private endpoints answer for its customer", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access } = await mobileLogin(customer);

    const me = await asBearer(access).get("/api/get_logged_in_user").expect(200);
    expect(UserSchema.parse(me.body).id).toBe(customer.id);
    const cart = await asBearer(access).get("/api/display_cart").expect(200);
    expect(CartResponseSchema.parse(cart.body).cart_items).toEqual([]);
    // A token request gets no session cookie of its own.
    expect(me.headers["set-cookie"]).toBeUndefined();
  });

  it("when the token comes as the access_token cookie, then it is accepted as the Bearer header is", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access } = await mobileLogin(customer);
    const me = await request(suite.ctx.app)
      .get("/api/get_logged_in_user")
      .set("Cookie", `access_token=${access}`)
      .expect(200);
    expect(UserSchema.parse(me.body).id).toBe(customer.id);
  });

  it("when one login uses its cookie and another its Bearer token, then both work side by side", async () => {
    const browserCustomer = await createCustomer(suite.ctx.prisma);
    const appCustomer = await createCustomer(suite.ctx.prisma);
    const browser = await loginAgent(suite.ctx.app, browserCustomer, nextIp());
    const { access } = await mobileLogin(appCustomer);

    const viaCookie = await browser.get("/api/get_logged_in_user").expect(200);
    const viaBearer = await asBearer(access).get("/api/get_logged_in_user").expect(200);
    expect(UserSchema.parse(viaCookie.body).id).toBe(browserCustomer.id);
    expect(UserSchema.parse(viaBearer.body).id).toBe(appCustomer.id);
  });

  it("when a write carries a Bearer token and no cookie, then it succeeds with no Origin or any; a cookie write from a foreign Origin is still refused", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access } = await mobileLogin(customer);
    const browser = await loginAgent(suite.ctx.app, customer, nextIp());

    await asBearer(access)
      .post("/api/Edit_UserProfile_By_user")
      .send({ first_name: "ViaToken", last_name: "App", email: customer.email })
      .expect(200);
    expect((await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).firstName).toBe(
      "ViaToken",
    );
    // CSRF defence is for cookies: a Bearer-only request passes whatever Origin it names.
    await asBearer(access)
      .post("/api/Edit_UserProfile_By_user")
      .set("Origin", FOREIGN_ORIGIN)
      .send({ first_name: "ViaToken2", last_name: "App", email: customer.email })
      .expect(200);

    const refused = await browser
      .post("/api/Edit_UserProfile_By_user")
      .set("Origin", FOREIGN_ORIGIN)
      .send({ first_name: "ViaCsrf", last_name: "Evil", email: customer.email })
      .expect(403);
    expect(refused.body.message).toBe(refused.body.error);
    // A Bearer header does not excuse a request that also carries the session cookie.
    await browser
      .post("/api/Edit_UserProfile_By_user")
      .set("Origin", FOREIGN_ORIGIN)
      .set("Authorization", `Bearer ${access}`)
      .send({ first_name: "ViaCsrf", last_name: "Evil", email: customer.email })
      .expect(403);
    expect((await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).firstName).toBe(
      "ViaToken2",
    );
  });
});

describe("refused access tokens", () => {
  it("when an access token has expired, then a private endpoint answers 401 whose detail names the token", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access } = await mobileLogin(customer);
    const expired = await signAccessToken(
      accessTokenKey(suite.ctx.env),
      { userId: customer.id, sid: sidOf(access) },
      { ttlSeconds: 15 * 60, now: Date.now() - 16 * 60_000 },
    );
    const res = await asBearer(expired).get("/api/get_logged_in_user").expect(401);
    expect(res.body).toEqual({ detail: TOKEN_EXPIRED_DETAIL });
    expect(res.body.detail).toMatch(NAMES_THE_TOKEN);
  });

  it("when a token is forged or malformed, then 401 says it is not valid; with no credentials the detail stays exactly the same as ever", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access } = await mobileLogin(customer);
    const [header, , signature] = access.split(".");
    const claims = { ...jwtPayload(access), sub: "1" };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    const otherKey = await signAccessToken(
      new TextEncoder().encode("a-different-key-that-is-long-enough-1234"),
      { userId: customer.id, sid: sidOf(access) },
      { ttlSeconds: 900 },
    );
    for (const token of [forged, otherKey, "not-a-jwt"]) {
      const res = await asBearer(token).get("/api/display_cart").expect(401);
      expect(res.body).toEqual({ detail: TOKEN_NOT_VALID_DETAIL });
    }
    const none = await request(suite.ctx.app).get("/api/display_cart").expect(401);
    expect(none.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
  });

  it("when the token's session has expired, then the access and the refresh token both answer 401", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access, refresh: refreshToken } = await mobileLogin(customer);
    await suite.ctx.prisma.session.update({
      where: { sid: sidOf(access) },
      data: { expire: new Date(Date.now() - 60_000) },
    });

    const me = await asBearer(access).get("/api/get_logged_in_user").expect(401);
    expect(me.body.detail).toMatch(NAMES_THE_TOKEN);
    const res = await refresh(refreshToken).expect(401);
    expect(res.body.detail).toMatch(NAMES_THE_TOKEN);
    const row = await suite.ctx.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256(refreshToken) },
    });
    expect(row.revokedAt).not.toBeNull();
  });
});

describe("refresh_token", () => {
  it("when a refresh token is used, then a new working pair comes back and the spent one is refused", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const first = await mobileLogin(customer);

    const res = await refresh(first.refresh).expect(200);
    const pair = RefreshTokenResponseSchema.parse(res.body);
    expect(pair.refresh).not.toBe(first.refresh);
    expect(sidOf(pair.access)).toBe(sidOf(first.access));
    const me = await asBearer(pair.access).get("/api/get_logged_in_user").expect(200);
    expect(UserSchema.parse(me.body).id).toBe(customer.id);

    const spent = await suite.ctx.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256(first.refresh) },
    });
    const next = await suite.ctx.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256(pair.refresh) },
    });
    expect(spent.usedAt).not.toBeNull();
    expect(next).toMatchObject({ familyId: spent.familyId, usedAt: null, revokedAt: null });

    const again = await refresh(first.refresh).expect(401);
    expect(again.body.detail).toMatch(NAMES_THE_TOKEN);
  });

  it("when a spent refresh token is presented again, then its whole chain and its session end, and other logins are untouched", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const login = await mobileLogin(customer);
    const otherLogin = await mobileLogin(customer);
    const second = RefreshTokenResponseSchema.parse((await refresh(login.refresh).expect(200)).body);
    const third = RefreshTokenResponseSchema.parse((await refresh(second.refresh).expect(200)).body);

    const reuse = await refresh(login.refresh).expect(401);
    expect(reuse.body.detail).toMatch(NAMES_THE_TOKEN);

    const newest = await refresh(third.refresh).expect(401);
    expect(newest.body.detail).toMatch(NAMES_THE_TOKEN);
    for (const access of [login.access, second.access, third.access]) {
      const res = await asBearer(access).get("/api/display_cart").expect(401);
      expect(res.body.detail).toMatch(NAMES_THE_TOKEN);
    }
    const family = await suite.ctx.prisma.refreshToken.findMany({
      where: { sessionSid: sidOf(login.access) },
    });
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    expect(await suite.ctx.prisma.session.count({ where: { sid: sidOf(login.access) } })).toBe(0);

    await asBearer(otherLogin.access).get("/api/get_logged_in_user").expect(200);
    RefreshTokenResponseSchema.parse((await refresh(otherLogin.refresh).expect(200)).body);
  });

  it("when the refresh token is unknown, expired or missing, then unknown and expired answer 401 naming the token and missing answers 400", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { refresh: refreshToken } = await mobileLogin(customer);
    await suite.ctx.prisma.refreshToken.update({
      where: { tokenHash: sha256(refreshToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    const expired = await refresh(refreshToken).expect(401);
    expect(expired.body).toEqual({ detail: TOKEN_EXPIRED_DETAIL });
    const unknown = await refresh("made-up-refresh-token").expect(401);
    expect(unknown.body).toEqual({ detail: TOKEN_EXPIRED_DETAIL });
    const missing = await request(suite.ctx.app).post("/api/refresh_token").send({}).expect(400);
    expect(missing.body.message).toBe(missing.body.error);
    expect(missing.body.message).toContain("refresh token is required");
    const row = await suite.ctx.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256(refreshToken) },
    });
    expect(row.usedAt).toBeNull();
  });
});

describe("revocation", () => {
  it("when the app logs out with its Bearer token, then its access and refresh tokens stop working", async () => {
    const customer = await createCustomer(suite.ctx.prisma);
    const { access, refresh: refreshToken } = await mobileLogin(customer);

    await asBearer(access).post("/api/Logout").send({}).expect(200);

    const me = await asBearer(access).get("/api/get_logged_in_user").expect(401);
    expect(me.body).toEqual({ detail: TOKEN_EXPIRED_DETAIL });
    await refresh(refreshToken).expect(401);
    expect(await suite.ctx.prisma.session.count({ where: { sid: sidOf(access) } })).toBe(0);
    const row = await suite.ctx.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256(refreshToken) },
    });
    expect(row.revokedAt).not.toBeNull();
  });

  it("when the password is reset in a browser, then the app's access and refresh tokens stop working", async () => {
    const customer = await createCustomer(suite.ctx.prisma, { email: "reset.tokens@example.com" });
    const app = await mobileLogin(customer);

    const browser = request.agent(suite.ctx.app);
    const ip = nextIp();
    await browser
      .post("/api/send_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email: customer.email })
      .expect(200);
    const code = codeIn(await suite.smtp.waitFor(customer.email));
    await browser
      .post("/api/verify_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email: customer.email, otp: code })
      .expect(200);
    await browser
      .post("/api/reset_password_with_otp")
      .set("X-Forwarded-For", ip)
      .send({ email: customer.email, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })
      .expect(200);

    const me = await asBearer(app.access).get("/api/get_logged_in_user").expect(401);
    expect(me.body.detail).toMatch(NAMES_THE_TOKEN);
    await refresh(app.refresh).expect(401);
    const row = await suite.ctx.prisma.refreshToken.findUniqueOrThrow({
      where: { tokenHash: sha256(app.refresh) },
    });
    expect(row.revokedAt).not.toBeNull();
  });
});

describe("logging", () => {
  it("when all of the above ran, then no access or refresh token appears in the captured logs", () => {
    const logs = suite.ctx.logs.join("\n");
    expect(logs.length).toBeGreaterThan(1000);
    expect(issued.length).toBeGreaterThan(20);
    for (const token of issued) expect(logs).not.toContain(token);
  });
});
