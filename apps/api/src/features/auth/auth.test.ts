import {
  AuthResponseSchema,
  CodeSentSchema,
  NOT_AUTHENTICATED_DETAIL,
  PASSWORD_RULE_MESSAGE,
  UserSchema,
} from "@carcare/contracts";
import bcrypt from "bcrypt";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { authSuite } from "../../../test/auth-suite.js";
import { createCustomer, loginAgent, sessionCookie } from "../../../test/factories.js";
import { codeIn } from "../../../test/smtp.js";
import { createApp } from "../../../test/context.js";
import { createSessionStore } from "../../lib/session.js";
import { createSqlPool } from "../../lib/sql.js";
import { createPrismaClient } from "@carcare/db";

const suite = authSuite("10.1");
const { nextIp, post } = suite;

describe("signup", () => {
  it("when the details are valid, then the customer is created with a bcrypt hash and logged in", async () => {
    const res = await post("/api/signup")
      .send({ name: "Aisha", email: "Aisha.K@Example.com", phone: "971501112233", password: "long-enough-1" })
      .expect(201);
    const body = AuthResponseSchema.parse(res.body);
    expect(body.message).toBe("successfully registered");
    expect(body.user).toMatchObject({
      first_name: "Aisha",
      email: "aisha.k@example.com",
      username: "+971501112233",
    });

    const row = await suite.ctx.prisma.user.findUniqueOrThrow({ where: { phone: "+971501112233" } });
    expect(row.passwordHash).toMatch(/^\$2b\$12\$/);
    expect(await bcrypt.compare("long-enough-1", row.passwordHash)).toBe(true);

    const me = await request(suite.ctx.app)
      .get("/api/get_logged_in_user")
      .set("Cookie", sessionCookie(res))
      .expect(200);
    expect(UserSchema.parse(me.body).id).toBe(row.id);
  });

  it("when the email is taken in another case or the phone in another form, then 409 and nothing is created", async () => {
    await createCustomer(suite.ctx.prisma, { email: "taken@example.com", phone: "+971502223344" });
    const before = await suite.ctx.prisma.user.count();
    const byEmail = await post("/api/signup")
      .send({ name: "X", email: "TAKEN@example.com", phone: "971509998877", password: "long-enough-1" })
      .expect(409);
    expect(byEmail.body.message).toMatch(/email already exists/);
    const byPhone = await post("/api/signup")
      .send({ name: "X", email: "free@example.com", phone: "0502223344", password: "long-enough-1" })
      .expect(409);
    expect(byPhone.body.message).toMatch(/phone number already exists/);
    expect(await suite.ctx.prisma.user.count()).toBe(before);
  });

  it("when fields are missing or invalid, then 400 names the problem and nothing is created", async () => {
    const before = await suite.ctx.prisma.user.count();
    const short = await post("/api/signup")
      .send({ name: "X", email: "short@example.com", phone: "971503334455", password: "short" })
      .expect(400);
    expect(short.body.message).toContain(PASSWORD_RULE_MESSAGE);
    const empty = await post("/api/signup").send({}).expect(400);
    expect(empty.body.fields).toHaveProperty("name");
    const badPhone = await post("/api/signup")
      .send({ name: "X", email: "p@example.com", phone: "12", password: "long-enough-1" })
      .expect(400);
    expect(badPhone.body.message).toContain("valid phone number");
    expect(await suite.ctx.prisma.user.count()).toBe(before);
  });
});

describe("login, session and logout", () => {
  it("when the phone comes as multipart 971…, urlencoded 05… or JSON +971…, then each logs in", async () => {
    const user = await createCustomer(suite.ctx.prisma, { phone: "+971504445566" });
    const multipart = await post("/api/UserLogin")
      .field("username", "971504445566")
      .field("password", user.password)
      .expect(200);
    expect(AuthResponseSchema.parse(multipart.body).message).toBe("successfully logged in");
    await post("/api/UserLogin")
      .type("form")
      .send({ username: "0504445566", password: user.password })
      .expect(200);
    await post("/api/UserLogin").send({ username: "+971504445566", password: user.password }).expect(200);
  });

  it("when the password is wrong or the phone unknown, then both get the same 400 answer", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const wrong = await post("/api/UserLogin").send({ username: user.phone, password: "not-it" }).expect(400);
    const unknown = await post("/api/UserLogin")
      .send({ username: "+971509999999", password: "not-it" })
      .expect(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("Invalid phone number or password");
  });

  it("when a customer logs in again, then the old session cookie stops working", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const ip = nextIp();
    const first = await post("/api/UserLogin", ip)
      .send({ username: user.phone, password: user.password })
      .expect(200);
    const oldCookie = sessionCookie(first);
    await request(suite.ctx.app).get("/api/get_logged_in_user").set("Cookie", oldCookie).expect(200);
    const second = await post("/api/UserLogin", ip)
      .set("Cookie", oldCookie)
      .send({ username: user.phone, password: user.password })
      .expect(200);
    const newCookie = sessionCookie(second);
    expect(newCookie).not.toBe(oldCookie);
    await request(suite.ctx.app).get("/api/get_logged_in_user").set("Cookie", oldCookie).expect(401);
    await request(suite.ctx.app).get("/api/get_logged_in_user").set("Cookie", newCookie).expect(200);
  });

  it("when a customer logs out, then the session ends on the server and the cookie stops working", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const login = await post("/api/UserLogin")
      .send({ username: user.phone, password: user.password })
      .expect(200);
    const cookie = sessionCookie(login);
    const sessionsBefore = await suite.ctx.prisma.session.count();
    const out = await post("/api/Logout").set("Cookie", cookie).send({}).expect(200);
    expect(out.body.message).toBe("successfully logged out");
    expect(await suite.ctx.prisma.session.count()).toBe(sessionsBefore - 1);
    await request(suite.ctx.app).get("/api/get_logged_in_user").set("Cookie", cookie).expect(401);
  });

  it("when the session cookie is set, then it is HttpOnly and SameSite=Lax", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const res = await post("/api/UserLogin")
      .send({ username: user.phone, password: user.password })
      .expect(200);
    const header = (res.headers["set-cookie"] as unknown as string[]).join(";");
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it("when private endpoints are called without a session, then 401 with exactly the detail", async () => {
    for (const call of [
      request(suite.ctx.app).get("/api/get_logged_in_user"),
      post("/api/Logout").send({}),
      post("/api/Edit_UserProfile_By_user").send({ first_name: "a", last_name: "b", email: "a@b.co" }),
    ]) {
      const res = await call.expect(401);
      expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    }
  });

  it("when a session was made through one app instance, then a second instance on the same database accepts it", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const login = await post("/api/UserLogin")
      .send({ username: user.phone, password: user.password })
      .expect(200);
    // Its own pool, session store and Prisma client: nothing shared in memory with the first instance.
    const otherSql = createSqlPool(suite.ctx.databaseUrl, 2, () => undefined);
    const otherSessions = createSessionStore(otherSql);
    const otherPrisma = createPrismaClient(suite.ctx.databaseUrl, { poolSize: 2 });
    const second = createApp({
      ...suite.ctx.deps,
      prisma: otherPrisma,
      sql: otherSql,
      sessions: otherSessions,
    });
    const res = await request(second)
      .get("/api/get_logged_in_user")
      .set("Cookie", sessionCookie(login))
      .expect(200);
    expect(res.body.id).toBe(user.id);
    otherSessions.close();
    await otherSql.end();
    await otherPrisma.$disconnect();
  });
});

describe("login throttling", () => {
  it("when a customer mistypes twice, then the right password still works at once", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const ip = nextIp();
    for (let i = 0; i < 2; i += 1) {
      await post("/api/UserLogin", ip).send({ username: user.phone, password: "typo" }).expect(400);
    }
    await post("/api/UserLogin", ip).send({ username: user.phone, password: user.password }).expect(200);
  });

  it("when someone keeps guessing, then each try past the fifth waits longer, even for the right password", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const ip = nextIp();
    const gateKey = `login_gate:user:${user.id}@${ip}`;
    for (let i = 0; i < 5; i += 1) {
      await post("/api/UserLogin", ip)
        .send({ username: user.phone, password: `guess-${i}` })
        .expect(400);
    }
    // Tries six to eight, each once its wait has passed (the wait's window is ended in the database).
    for (let i = 5; i < 8; i += 1) {
      const gate = await suite.ctx.prisma.rateLimit.findUniqueOrThrow({ where: { key: gateKey } });
      expect(Number(gate.expire)).toBeGreaterThan(Date.now() - 1000);
      await suite.ctx.prisma.rateLimit.update({
        where: { key: gateKey },
        data: { expire: BigInt(Date.now() - 1) },
      });
      await post("/api/UserLogin", ip)
        .send({ username: user.phone, password: `guess-${i}` })
        .expect(400);
    }
    const locked = await post("/api/UserLogin", ip)
      .send({ username: user.phone, password: user.password })
      .expect(429);
    // After the eighth try the wait is 2^3 = 8 seconds: longer than the 1, 2 and 4 before it.
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(4);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(8);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d seconds\.$/);
    const run = await suite.ctx.prisma.rateLimit.findUniqueOrThrow({
      where: { key: `login_run:user:${user.id}@${ip}` },
    });
    expect(run.points).toBe(8);
  });

  it("when one address reaches 300 failed logins in an hour, then the address is refused for every account", async () => {
    const ip = nextIp();
    // 299 failures earlier this hour from a carrier's shared address.
    await suite.ctx.prisma.rateLimit.create({
      data: { key: `login_address:${ip}`, points: 299, expire: BigInt(Date.now() + 3_600_000) },
    });
    await post("/api/UserLogin", ip).send({ username: "+971501000300", password: "x" }).expect(400);
    const user = await createCustomer(suite.ctx.prisma);
    const refused = await post("/api/UserLogin", ip)
      .send({ username: user.phone, password: user.password })
      .expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/Too many login attempts/);
    await post("/api/UserLogin").send({ username: user.phone, password: user.password }).expect(200);
  });
});

describe("profile", () => {
  it("when the customer edits the profile, then it is saved; a taken email is refused with 409", async () => {
    const other = await createCustomer(suite.ctx.prisma, { email: "someone@example.com" });
    const user = await createCustomer(suite.ctx.prisma);
    const agent = await loginAgent(suite.ctx.app, user, nextIp());
    const ok = await agent
      .post("/api/Edit_UserProfile_By_user")
      .send({ first_name: "Omar", last_name: "Saeed", email: "Omar@Example.com" })
      .expect(200);
    expect(ok.body.message).toBe("profile updated successfully");
    const row = await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ firstName: "Omar", lastName: "Saeed", email: "omar@example.com" });

    const taken = await agent
      .post("/api/Edit_UserProfile_By_user")
      .send({ first_name: "Omar", last_name: "Saeed", email: other.email.toUpperCase() })
      .expect(409);
    expect(taken.body.message).toMatch(/already used/);
    expect((await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(
      "omar@example.com",
    );
  });

  it("when a state-changing request comes from a foreign origin, then it is refused and nothing changes", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const agent = await loginAgent(suite.ctx.app, user, nextIp());
    await agent
      .post("/api/Edit_UserProfile_By_user")
      .set("Origin", "https://evil.example")
      .send({ first_name: "Hacked", last_name: "", email: "hacked@evil.example" })
      .expect(403);
    await agent
      .post("/api/Edit_UserProfile_By_user")
      .set("Referer", "https://evil.example/page")
      .send({ first_name: "Hacked", last_name: "", email: "hacked@evil.example" })
      .expect(403);
    expect((await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe(
      user.firstName,
    );
    await agent
      .post("/api/Edit_UserProfile_By_user")
      .set("Origin", "http://localhost:3000")
      .send({ first_name: "Fine", last_name: "", email: user.email })
      .expect(200);
  });

  it("when the browser asks cross-origin, then CORS allows only configured origins with credentials", async () => {
    const allowed = await request(suite.ctx.app)
      .options("/api/get_logged_in_user")
      .set("Origin", "http://localhost:3000")
      .set("Access-Control-Request-Method", "GET");
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const denied = await request(suite.ctx.app)
      .options("/api/get_logged_in_user")
      .set("Origin", "https://evil.example")
      .set("Access-Control-Request-Method", "GET");
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("password reset by email code", () => {
  it("when the customer resets through the emailed code, then the new password works and other sessions end", async () => {
    const user = await createCustomer(suite.ctx.prisma, { email: "reset.me@example.com" });
    const elsewhere = await loginAgent(suite.ctx.app, user, nextIp());
    await elsewhere.get("/api/get_logged_in_user").expect(200);

    const browser = request.agent(suite.ctx.app);
    const ip = nextIp();
    const sent = await browser
      .post("/api/send_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email: "Reset.Me@example.com" })
      .expect(200);
    expect(CodeSentSchema.parse(sent.body).message).toBe("OTP has been send to mail id");
    const email = await suite.smtp.waitFor("reset.me@example.com");
    expect(email.decoded).toContain("valid for 10 minutes");
    expect(email.decoded).toContain("did not ask for this code");
    expect(email.raw).toMatch(/text\/html/);
    const code = codeIn(email);

    // The existing client sends the code as an integer: 0427 arrives as 427.
    const verified = await browser
      .post("/api/verify_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email: user.email, otp: Number.parseInt(code, 10) })
      .expect(200);
    expect(verified.body.message).toBe("OTP Verified Successfully");

    const mismatch = await browser
      .post("/api/reset_password_with_otp")
      .set("X-Forwarded-For", ip)
      .send({ email: user.email, new_password: "brand-new-pass", confirm_password: "other-pass" })
      .expect(400);
    expect(mismatch.body.message).toContain("Passwords doesnt match");

    await browser
      .post("/api/reset_password_with_otp")
      .set("X-Forwarded-For", ip)
      .send({ email: user.email, new_password: "brand-new-pass", confirm_password: "brand-new-pass" })
      .expect(200);

    await elsewhere.get("/api/get_logged_in_user").expect(401);
    await post("/api/UserLogin").send({ username: user.phone, password: user.password }).expect(400);
    await post("/api/UserLogin").send({ username: user.phone, password: "brand-new-pass" }).expect(200);
    const notice = await suite.smtp.waitFor(user.email, (m) =>
      m.decoded.includes("password of your CarCare account was just changed"),
    );
    expect(notice.decoded).toContain("logged out");
  });

  it("when the email has no account, then the answer is identical in status and body", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const known = await post("/api/send_otp_forget_password").send({ email: user.email });
    const unknown = await post("/api/send_otp_forget_password").send({ email: "nobody-here@example.com" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await suite.ctx.prisma.oneTimeCode.count({ where: { userId: user.id } })).toBe(1);
  });

  it("when five wrong codes were tried, then the sixth is refused and so is the right seventh", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    await post("/api/send_otp_forget_password").send({ email: user.email }).expect(200);
    const code = codeIn(await suite.smtp.waitFor(user.email));
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1) {
      await post("/api/verify_otp_forget_password", ip).send({ email: user.email, otp: wrong }).expect(400);
    }
    const right = await post("/api/verify_otp_forget_password", ip)
      .send({ email: user.email, otp: code })
      .expect(400);
    expect(right.body.message).toMatch(/wrong or has expired/);
    const row = await suite.ctx.prisma.oneTimeCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.attempts).toBe(5);
    expect(row.usedAt).toBeNull();
    expect(row.codeHash).not.toContain(code);
  });

  it("when a code was used once, then it cannot be used again", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    await post("/api/send_otp_forget_password").send({ email: user.email }).expect(200);
    const code = codeIn(await suite.smtp.waitFor(user.email));
    await post("/api/verify_otp_forget_password").send({ email: user.email, otp: code }).expect(200);
    await post("/api/verify_otp_forget_password").send({ email: user.email, otp: code }).expect(400);
  });

  it("when a code is verified in one browser, then another browser cannot set the password", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    await post("/api/send_otp_forget_password").send({ email: user.email }).expect(200);
    const code = codeIn(await suite.smtp.waitFor(user.email));
    await request
      .agent(suite.ctx.app)
      .post("/api/verify_otp_forget_password")
      .send({ email: user.email, otp: code })
      .expect(200);
    await post("/api/reset_password_with_otp")
      .send({ email: user.email, new_password: "taken-over-1", confirm_password: "taken-over-1" })
      .expect(400);
    expect(
      await bcrypt.compare(
        user.password,
        (await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash,
      ),
    ).toBe(true);
  });

  it("when codes are asked again within a minute, then the resend waits; after five in an hour, no more", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const ip = nextIp();
    await post("/api/send_otp_forget_password", ip).send({ email: user.email }).expect(200);
    const again = await post("/api/send_otp_forget_password", ip).send({ email: user.email }).expect(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);

    // Four more sends, each after its minute (the cooldown's window is ended in the database).
    const cooldownKey = `code_cooldown:user:${user.id}`;
    for (let i = 0; i < 4; i += 1) {
      await suite.ctx.prisma.rateLimit.update({
        where: { key: cooldownKey },
        data: { expire: BigInt(Date.now() - 1) },
      });
      await post("/api/send_otp_forget_password").send({ email: user.email }).expect(200);
    }
    await suite.ctx.prisma.rateLimit.update({
      where: { key: cooldownKey },
      data: { expire: BigInt(Date.now() - 1) },
    });
    const limited = await post("/api/send_otp_forget_password").send({ email: user.email }).expect(429);
    expect(limited.body.message).toMatch(
      /^Too many codes were requested\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);
    expect(await suite.ctx.prisma.oneTimeCode.count({ where: { userId: user.id } })).toBe(5);
  });

  it("when one address asks codes for many emails, then the 101st in an hour is refused", async () => {
    const ip = nextIp();
    // A hundred less one asked earlier this hour from a carrier's shared address.
    await suite.ctx.prisma.rateLimit.create({
      data: { key: `code_address:${ip}`, points: 99, expire: BigInt(Date.now() + 3_600_000) },
    });
    await post("/api/send_otp_forget_password", ip).send({ email: "spray0@example.com" }).expect(200);
    const refused = await post("/api/send_otp_forget_password", ip)
      .send({ email: "spray9@example.com" })
      .expect(429);
    expect(refused.body.message).toMatch(/Too many codes/);
    await post("/api/send_otp_forget_password").send({ email: "spray9@example.com" }).expect(200);
  });
});

describe("login by email code", () => {
  it("when the customer asks a code by phone number, then the emailed code logs them in", async () => {
    const user = await createCustomer(suite.ctx.prisma, { phone: "+971505556677" });
    const browser = request.agent(suite.ctx.app);
    const ip = nextIp();
    await browser
      .post("/api/send_login_otp")
      .set("X-Forwarded-For", ip)
      .send({ identifier: "0505556677" })
      .expect(200);
    const email = await suite.smtp.waitFor(user.email);
    expect(email.decoded).toContain("to log in");
    const res = await browser
      .post("/api/verify_login_otp")
      .set("X-Forwarded-For", ip)
      .send({ identifier: "0505556677", otp: codeIn(email) })
      .expect(200);
    expect(AuthResponseSchema.parse(res.body).user.id).toBe(user.id);
    const me = await browser.get("/api/get_logged_in_user").expect(200);
    expect(me.body.id).toBe(user.id);
  });

  it("when the identifier is unknown, then sending answers the same and verifying fails like a wrong code", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const known = await post("/api/send_login_otp").send({ identifier: user.email });
    const unknown = await post("/api/send_login_otp").send({ identifier: "ghost@example.com" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const bad = await post("/api/verify_login_otp")
      .send({ identifier: "ghost@example.com", otp: "1234" })
      .expect(400);
    expect(bad.body.message).toMatch(/wrong or has expired/);
  });
});

describe("logging", () => {
  it("when all of the above ran, then no password, code or session id appears in the captured logs", async () => {
    const logs = suite.ctx.logs.join("\n");
    expect(logs.length).toBeGreaterThan(1000);
    for (const secret of ["long-enough-1", "brand-new-pass", "Secret-pass-1", "carcare.sid="]) {
      expect(logs).not.toContain(secret);
    }
    // Every code the tests above were sent (one email per stored code, some still on their way).
    const codeCount = await suite.ctx.prisma.oneTimeCode.count();
    expect(codeCount).toBeGreaterThan(10);
    const sentCodes = () => suite.smtp.messages.filter((m) => /is: \d{4}/.test(m.decoded)).map(codeIn);
    await expect.poll(() => sentCodes().length).toBe(codeCount);
    for (const code of sentCodes()) expect(logs).not.toMatch(new RegExp(`\\b${code}\\b(?!-)`));
  });
});
