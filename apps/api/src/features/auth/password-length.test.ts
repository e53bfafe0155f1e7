import { AUTH_VALIDATION_MESSAGES, AuthResponseSchema } from "@carcare/contracts";
import bcrypt from "bcrypt";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { authSuite } from "../../../test/auth-suite.js";
import { createCustomer } from "../../../test/factories.js";
import { codeIn } from "../../../test/smtp.js";

// bcrypt reads only the first 72 UTF-8 bytes of a password (decision 008): these tests pin the
// boundary at signup, reset and login.

const suite = authSuite("10.72");
const { nextIp, post } = suite;

const BYTES_72 = "k".repeat(72);
const BYTES_73 = "k".repeat(73);
/** 37 characters, 74 bytes: each Arabic letter takes 2. */
const ARABIC_74_BYTES = "ب".repeat(37);
/** 36 characters, exactly 72 bytes. */
const ARABIC_72_BYTES = "ب".repeat(36);
const TOO_LONG = AUTH_VALIDATION_MESSAGES.passwordTooLong;

let phoneCounter = 0;
const signupBody = (password: string) => {
  phoneCounter += 1;
  const digits = String(phoneCounter).padStart(3, "0");
  return { name: "Aisha", email: `bytes${digits}@example.com`, phone: `971507200${digits}`, password };
};

describe("signup", () => {
  it("when the password is exactly 72 bytes, in ASCII or in Arabic, then the account is created and the whole password logs in", async () => {
    for (const password of [BYTES_72, ARABIC_72_BYTES]) {
      const body = signupBody(password);
      const res = await post("/api/signup").send(body).expect(201);
      const { user } = AuthResponseSchema.parse(res.body);
      const row = await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(await bcrypt.compare(password, row.passwordHash)).toBe(true);
      await post("/api/UserLogin").send({ username: body.phone, password }).expect(200);
    }
  });

  it("when the password is 73 bytes, or 37 Arabic letters (74 bytes), then 400 says it is too long and nothing is created", async () => {
    const before = await suite.ctx.prisma.user.count();
    for (const password of [BYTES_73, ARABIC_74_BYTES]) {
      const res = await post("/api/signup").send(signupBody(password)).expect(400);
      expect(res.body.message).toContain(TOO_LONG);
      expect(res.body.error).toBe(res.body.message);
    }
    expect(await suite.ctx.prisma.user.count()).toBe(before);
  });
});

describe("reset", () => {
  /** A browser that has verified an emailed reset code for the customer, from one client address. */
  async function verifiedBrowser(email: string) {
    const browser = request.agent(suite.ctx.app);
    const ip = nextIp();
    await browser
      .post("/api/send_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email })
      .expect(200);
    const code = codeIn(await suite.smtp.waitFor(email));
    await browser
      .post("/api/verify_otp_forget_password")
      .set("X-Forwarded-For", ip)
      .send({ email, otp: code })
      .expect(200);
    return (password: string) =>
      browser
        .post("/api/reset_password_with_otp")
        .set("X-Forwarded-For", ip)
        .send({ email, new_password: password, confirm_password: password });
  }

  it("when the new password is 73 bytes or 74 in Arabic, then 400 says it is too long and the old password stays; 72 bytes is then accepted", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const reset = await verifiedBrowser(user.email);
    for (const password of [BYTES_73, ARABIC_74_BYTES]) {
      const res = await reset(password).expect(400);
      expect(res.body.message).toContain(TOO_LONG);
    }
    const unchanged = await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await bcrypt.compare(user.password, unchanged.passwordHash)).toBe(true);

    await reset(BYTES_72).expect(200);
    const changed = await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await bcrypt.compare(BYTES_72, changed.passwordHash)).toBe(true);
  });
});

describe("login", () => {
  it("when a password matches the stored one on its first 72 bytes only, then the normal invalid-login answer and no session", async () => {
    // The stored hash is of 72 bytes; bcrypt alone would accept anything that starts with them.
    const user = await createCustomer(suite.ctx.prisma, { password: BYTES_72 });
    expect(await bcrypt.compare(`${BYTES_72}extra`, user.passwordHash)).toBe(true);

    const wrong = await post("/api/UserLogin").send({ username: user.phone, password: "not-the-password" });
    // 5,000 characters: past any cap a schema could have answered with its own, telling message.
    for (const password of [BYTES_73, `${BYTES_72}extra`, `${BYTES_72}ب`, "k".repeat(5000)]) {
      const res = await post("/api/UserLogin").send({ username: user.phone, password }).expect(400);
      expect(res.body).toEqual(wrong.body);
      expect(res.headers["set-cookie"] ?? []).toEqual([]);
    }
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid phone number or password");
    await post("/api/UserLogin").send({ username: user.phone, password: BYTES_72 }).expect(200);
  });
});
