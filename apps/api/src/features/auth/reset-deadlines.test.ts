import bcrypt from "bcrypt";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { authSuite } from "../../../test/auth-suite.js";
import { createCustomer } from "../../../test/factories.js";
import { codeIn } from "../../../test/smtp.js";

// The ten minutes of an emailed code and of the reset grant its verification gives, and the grant's
// single use. Time is moved by backdating what the store keeps (the code's row, the grant in the
// session row): the server reads the real clock.

const suite = authSuite("10.7");
const { nextIp } = suite;

const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;
const INVALID_CODE = /^The code is wrong or has expired\./;
const VERIFY_FIRST = /^Please verify the code from your email first/;

/** A browser of its own (cookie jar and client address). */
function browser() {
  const agent = request.agent(suite.ctx.app);
  const ip = nextIp();
  return {
    post: (path: string, body: object) => agent.post(path).set("X-Forwarded-For", ip).send(body),
  };
}

/** Makes the customer's newest code of `purpose` `ageMs` old: sent then, ending ten minutes after. */
async function ageCode(userId: number, purpose: "PASSWORD_RESET" | "LOGIN", ageMs: number) {
  const code = await suite.ctx.prisma.oneTimeCode.findFirstOrThrow({
    where: { userId, purpose },
    orderBy: { createdAt: "desc" },
  });
  const createdAt = new Date(Date.now() - ageMs);
  await suite.ctx.prisma.oneTimeCode.update({
    where: { id: code.id },
    data: { createdAt, expiresAt: new Date(createdAt.getTime() + TEN_MINUTES) },
  });
}

/** Makes the reset grant held in the customer's session `ageMs` old (it ends ten minutes after). */
async function ageGrant(userId: number, ageMs: number) {
  const expiresAt = Date.now() - ageMs + TEN_MINUTES;
  const changed = await suite.ctx.prisma.$executeRaw`
    UPDATE session
    SET sess = jsonb_set(sess::jsonb, '{resetGrant,expiresAt}', to_jsonb(${expiresAt}::bigint))::json
    WHERE (sess -> 'resetGrant' ->> 'userId')::int = ${userId}`;
  expect(changed, "sessions holding the customer's reset grant").toBe(1);
}

const passwordHashOf = async (userId: number) =>
  (await suite.ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash;

/** A customer, a browser that asked for a reset code, and the code from the email. */
async function resetCodeSent() {
  const user = await createCustomer(suite.ctx.prisma);
  const tab = browser();
  await tab.post("/api/send_otp_forget_password", { email: user.email }).expect(200);
  const code = codeIn(await suite.smtp.waitFor(user.email));
  return { user, tab, code };
}

/** A customer and a browser holding a fresh reset grant (the code verified in it). */
async function resetGranted() {
  const { user, tab, code } = await resetCodeSent();
  await tab.post("/api/verify_otp_forget_password", { email: user.email, otp: code }).expect(200);
  return { user, tab };
}

const resetTo = (tab: ReturnType<typeof browser>, email: string, password: string) =>
  tab.post("/api/reset_password_with_otp", {
    email,
    new_password: password,
    confirm_password: password,
  });

describe("an emailed code past its ten minutes", () => {
  it("when a password-reset code is 10 minutes and 1 second old, then it is refused and gives no grant; at 9 minutes the same code works", async () => {
    const { user, tab, code } = await resetCodeSent();
    const before = await passwordHashOf(user.id);

    await ageCode(user.id, "PASSWORD_RESET", TEN_MINUTES + 1000);
    const late = await tab
      .post("/api/verify_otp_forget_password", { email: user.email, otp: code })
      .expect(400);
    expect(late.body.message).toMatch(INVALID_CODE);
    const refused = await resetTo(tab, user.email, "too-late-pass-1").expect(400);
    expect(refused.body.message).toMatch(VERIFY_FIRST);
    expect(await passwordHashOf(user.id)).toBe(before);

    // The refusal was the clock's: the same code, 9 minutes old, is accepted.
    await ageCode(user.id, "PASSWORD_RESET", 9 * MINUTE);
    await tab.post("/api/verify_otp_forget_password", { email: user.email, otp: code }).expect(200);
  });

  it("when a login code is 10 minutes and 1 second old, then it is refused and no session starts; at 9 minutes the same code logs in", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const tab = browser();
    await tab.post("/api/send_login_otp", { identifier: user.email }).expect(200);
    const code = codeIn(await suite.smtp.waitFor(user.email, (m) => m.decoded.includes("to log in")));

    await ageCode(user.id, "LOGIN", TEN_MINUTES + 1000);
    const late = await tab.post("/api/verify_login_otp", { identifier: user.email, otp: code }).expect(400);
    expect(late.body.message).toMatch(INVALID_CODE);
    expect(late.headers["set-cookie"]).toBeUndefined();

    await ageCode(user.id, "LOGIN", 9 * MINUTE);
    const inTime = await tab.post("/api/verify_login_otp", { identifier: user.email, otp: code }).expect(200);
    expect(inTime.body.user.id).toBe(user.id);
  });
});

describe("a reset grant past its ten minutes", () => {
  it("when the grant is 10 minutes and 1 second old, then setting the password is refused and nothing changes; at 9 minutes it works", async () => {
    const { user, tab } = await resetGranted();
    const before = await passwordHashOf(user.id);

    await ageGrant(user.id, TEN_MINUTES + 1000);
    const late = await resetTo(tab, user.email, "too-late-pass-1").expect(400);
    expect(late.body.message).toMatch(VERIFY_FIRST);
    expect(await passwordHashOf(user.id)).toBe(before);
    await browser().post("/api/UserLogin", { username: user.phone, password: user.password }).expect(200);

    await ageGrant(user.id, 9 * MINUTE);
    await resetTo(tab, user.email, "in-time-pass-1").expect(200);
    expect(await bcrypt.compare("in-time-pass-1", await passwordHashOf(user.id))).toBe(true);
  });
});

describe("a reset grant used twice", () => {
  it("when the grant is used a second time, then it is refused and the first new password stays, its sessions too", async () => {
    const { user, tab } = await resetGranted();
    await resetTo(tab, user.email, "first-new-pass-1").expect(200);
    const firstHash = await passwordHashOf(user.id);
    const elsewhere = request.agent(suite.ctx.app);
    await elsewhere
      .post("/api/UserLogin")
      .set("X-Forwarded-For", nextIp())
      .send({ username: user.phone, password: "first-new-pass-1" })
      .expect(200);

    const again = await resetTo(tab, user.email, "second-new-pass-2").expect(400);

    expect(again.body.message).toMatch(VERIFY_FIRST);
    expect(await passwordHashOf(user.id)).toBe(firstHash);
    await elsewhere.get("/api/get_logged_in_user").expect(200);
    await browser()
      .post("/api/UserLogin", { username: user.phone, password: "second-new-pass-2" })
      .expect(400);
    await browser()
      .post("/api/UserLogin", { username: user.phone, password: "first-new-pass-1" })
      .expect(200);
  });

  it("when the grant is sent twice at once (a double submit), then one sets the password and the other is refused", async () => {
    const { user, tab } = await resetGranted();

    const answers = await Promise.all([
      resetTo(tab, user.email, "double-one-pass-1"),
      resetTo(tab, user.email, "double-two-pass-2"),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? "double-one-pass-1" : "double-two-pass-2";
    const loser = answers[0]!.status === 200 ? answers[1]! : answers[0]!;
    expect(loser.body.message).toMatch(VERIFY_FIRST);
    expect(await bcrypt.compare(winner, await passwordHashOf(user.id))).toBe(true);
    // The grant is gone: a third try is refused too.
    await resetTo(tab, user.email, "third-try-pass-3").expect(400);
    expect(await bcrypt.compare(winner, await passwordHashOf(user.id))).toBe(true);
  });
});
