import { CodeSentSchema } from "@carcare/contracts";
import bcrypt from "bcrypt";
import type request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authSuite } from "../../../test/auth-suite.js";
import { createCustomer } from "../../../test/factories.js";
import { codeIn } from "../../../test/smtp.js";
import { CODE_LIMITS, LOGIN_LIMITS } from "./throttle.js";

const suite = authSuite("10.2");
const { nextIp, post } = suite;
afterEach(() => {
  vi.restoreAllMocks();
});
const counter = (key: string) => suite.ctx.prisma.rateLimit.findUnique({ where: { key } });
/** The window of a limit's key ends now, as if its time had passed. */
const endWindow = (key: string) =>
  suite.ctx.prisma.rateLimit.update({ where: { key }, data: { expire: BigInt(Date.now() - 1) } });

describe("login under a burst", () => {
  it("when ten wrong-then-right passwords for one account arrive at once, then five are checked and five get 429 without bcrypt", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const ip = nextIp();
    const passwords = [...Array.from({ length: 9 }, (_, i) => `guess-${i}`), user.password];

    // Every password check waits until all ten requests are decided (checked or refused), so the ten
    // really overlap: no check finishes, and no success clears anything, before the last is counted.
    let decided = 0;
    let releaseChecks!: () => void;
    const allDecided = new Promise<void>((resolve) => (releaseChecks = resolve));
    const decide = () => {
      decided += 1;
      if (decided === passwords.length) releaseChecks();
    };
    const realCompare = bcrypt.compare.bind(bcrypt) as (data: string, hash: string) => Promise<boolean>;
    const compare = vi.spyOn(bcrypt, "compare").mockImplementation((async (data: string, hash: string) => {
      decide();
      await allDecided;
      return realCompare(data, hash);
    }) as unknown as typeof bcrypt.compare);

    const answers = await Promise.all(
      passwords.map((password) =>
        post("/api/UserLogin", ip)
          .send({ username: user.phone, password })
          .then((res) => {
            if (res.status !== 200 && res.status !== 400) decide();
            return res;
          }),
      ),
    );

    const statuses = answers.map((res) => res.status);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(passwords.length - LOGIN_LIMITS.freeFailures);
    expect(compare).toHaveBeenCalledTimes(LOGIN_LIMITS.freeFailures);
    for (const res of refused) {
      expect(res.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds?\.$/);
      expect(res.body.error).toBe(res.body.message);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Only the right password, if it was among the checked five, logs in; every other checked one is 400.
    const checked = passwords
      .map((password, i) => ({ right: password === user.password, status: answers[i]!.status }))
      .filter(({ status }) => status !== 429);
    expect(checked).toHaveLength(LOGIN_LIMITS.freeFailures);
    expect(checked.map(({ status }) => status)).toEqual(checked.map(({ right }) => (right ? 200 : 400)));

    // The hour's account count holds exactly the failures: refused tries and a success gave theirs back.
    const failures = statuses.filter((status) => status === 400).length;
    expect((await counter(`login_account:user:${user.id}`))?.points).toBe(failures);
    expect((await counter(`login_address:${ip}`))?.points).toBe(failures);
    const run = await counter(`login_run:user:${user.id}@${ip}`);
    expect(run?.points ?? 0).toBe(statuses.includes(200) ? 0 : LOGIN_LIMITS.freeFailures);
  });

  it("when an account has had 100 failed logins this hour from many addresses, then even the right password waits", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const addresses = Array.from({ length: LOGIN_LIMITS.perAccountPerHour / 5 }, nextIp);
    // Five free tries from each of twenty addresses: no address is slowed, the account adds them all.
    for (const ip of addresses) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          post("/api/UserLogin", ip).send({ username: user.phone, password: `guess-${i}` }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 400, 400]);
    }
    expect((await counter(`login_account:user:${user.id}`))?.points).toBe(100);

    const refused = await post("/api/UserLogin")
      .send({ username: user.phone, password: user.password })
      .expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes\.$/);
    expect((await counter(`login_account:user:${user.id}`))?.points).toBe(100);

    await endWindow(`login_account:user:${user.id}`);
    await post("/api/UserLogin").send({ username: user.phone, password: user.password }).expect(200);
  });
});

describe("login from a shared address", () => {
  it("when many accounts fail from one address, then other customers there still log in", async () => {
    const shared = nextIp();
    const strangers = await Promise.all(Array.from({ length: 12 }, () => createCustomer(suite.ctx.prisma)));
    // 12 customers mistype twice and 4 unknown numbers are tried: 28 failures, above the old 20.
    for (const stranger of strangers) {
      await post("/api/UserLogin", shared).send({ username: stranger.phone, password: "typo-1" }).expect(400);
      await post("/api/UserLogin", shared).send({ username: stranger.phone, password: "typo-2" }).expect(400);
    }
    for (let i = 0; i < 4; i += 1) {
      await post("/api/UserLogin", shared)
        .send({ username: `+97150${String(2000000 + i)}`, password: "x" })
        .expect(400);
    }
    expect((await counter(`login_address:${shared}`))?.points).toBe(28);

    const customer = await createCustomer(suite.ctx.prisma);
    await post("/api/UserLogin", shared)
      .send({ username: customer.phone, password: customer.password })
      .expect(200);
    const stranger = strangers[0]!;
    await post("/api/UserLogin", shared)
      .send({ username: stranger.phone, password: stranger.password })
      .expect(200);
    // Successes are not failures: the address keeps only the 28.
    expect((await counter(`login_address:${shared}`))?.points).toBe(28);
  });

  it("when someone guesses an account from one address, then its owner still logs in from another", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const attacker = nextIp();
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i += 1) {
      await post("/api/UserLogin", attacker)
        .send({ username: user.phone, password: `guess-${i}` })
        .expect(400);
    }
    await post("/api/UserLogin", attacker).send({ username: user.phone, password: "guess-x" }).expect(429);

    const owner = nextIp();
    await post("/api/UserLogin", owner).send({ username: user.phone, password: user.password }).expect(200);
    expect(await counter(`login_run:user:${user.id}@${owner}`)).toBeNull();
    expect((await counter(`login_run:user:${user.id}@${attacker}`))?.points).toBe(LOGIN_LIMITS.freeFailures);
  });
});

describe("code budget per account", () => {
  /** Ten ways people type one UAE mobile number, given its nine national digits ("501234567"). */
  const tenSpellings = (n: string) => {
    const [a, b, c] = [n.slice(0, 2), n.slice(2, 5), n.slice(5)];
    return [
      `+971 ${a} ${b} ${c}`,
      `971${n}`,
      `0${n}`,
      `0${a} ${b} ${c}`,
      `+971${n}`,
      `00971${n}`,
      `${a} ${b} ${c}`,
      n,
      `+971-${a}-${b}-${c}`,
      `(0${a}) ${b}-${c}`,
    ];
  };

  /** Asks a login code for each spelling, each from its own address and after the resend minute. */
  async function askInTenSpellings(national: string, cooldownKey: string) {
    const answers: request.Response[] = [];
    for (const identifier of tenSpellings(national)) {
      if (await counter(cooldownKey)) await endWindow(cooldownKey);
      answers.push(await post("/api/send_login_otp").send({ identifier }));
    }
    return answers;
  }

  it("when one phone number is typed ten ways, then the ten share one budget of five codes", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const answers = await askInTenSpellings(user.phone.slice(4), `code_cooldown:user:${user.id}`);

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    for (const res of answers.slice(0, 5)) CodeSentSchema.parse(res.body);
    for (const res of answers.slice(5)) {
      expect(res.body.message).toMatch(/^Too many codes were requested\. Please try again in \d+ minutes\.$/);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(3000);
    }
    expect(await suite.ctx.prisma.oneTimeCode.count({ where: { userId: user.id } })).toBe(
      CODE_LIMITS.perAccountPerHour,
    );
    expect((await counter(`code_account_hour:user:${user.id}`))?.points).toBe(5);
    expect((await counter(`code_account_day:user:${user.id}`))?.points).toBe(5);
  });

  it("when the phone number has no account, then its ten spellings are answered exactly as an account's", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const known = await askInTenSpellings(user.phone.slice(4), `code_cooldown:user:${user.id}`);
    const nobody = "509876543";
    expect(await suite.ctx.prisma.user.count({ where: { phone: `+971${nobody}` } })).toBe(0);
    const unknown = await askInTenSpellings(nobody, `code_cooldown:id:+971${nobody}`);

    expect(unknown.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(unknown.map((res) => res.status)).toEqual(known.map((res) => res.status));
    // Same bodies, except the minutes left, which depend on when each window began.
    const shape = (res: request.Response) => JSON.stringify(res.body).replace(/\d+ minutes/g, "N minutes");
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect((await counter(`code_account_hour:id:+971${nobody}`))?.points).toBe(5);
  });

  it("when codes are asked by phone and by email, for login and for a reset, then they share the budget", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const cooldownKey = `code_cooldown:user:${user.id}`;
    const asks = [
      () => post("/api/send_login_otp").send({ identifier: user.phone }),
      () => post("/api/send_otp_forget_password").send({ email: user.email.toUpperCase() }),
      () => post("/api/send_login_otp").send({ identifier: user.email }),
      () => post("/api/send_otp_forget_password").send({ email: user.email }),
      () => post("/api/send_login_otp").send({ identifier: user.phone.replace("+971", "0") }),
      () => post("/api/send_otp_forget_password").send({ email: ` ${user.email}` }),
    ];
    const statuses: number[] = [];
    for (const ask of asks) {
      if (await counter(cooldownKey)) await endWindow(cooldownKey);
      statuses.push((await ask()).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await suite.ctx.prisma.oneTimeCode.count({ where: { userId: user.id } })).toBe(5);
  });

  it("when a code was sent less than a minute ago for another purpose, then the next waits", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    await post("/api/send_login_otp").send({ identifier: user.phone }).expect(200);
    const again = await post("/api/send_otp_forget_password").send({ email: user.email }).expect(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(CODE_LIMITS.resendCooldownSeconds);
    // A refused request does not spend the hour's budget.
    expect((await counter(`code_account_hour:user:${user.id}`))?.points).toBe(1);
  });

  it("when an account had ten codes today, then the eleventh waits for the day even in a new hour", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const cooldownKey = `code_cooldown:user:${user.id}`;
    const hourKey = `code_account_hour:user:${user.id}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // An hour passes after the fifth and after the tenth: only the day's budget can refuse the 11th.
      if (i === 5 || i === 10) await endWindow(hourKey);
      if (await counter(cooldownKey)) await endWindow(cooldownKey);
      statuses.push((await post("/api/send_login_otp").send({ identifier: user.email })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await counter(`code_account_day:user:${user.id}`))?.points).toBe(CODE_LIMITS.perAccountPerDay);
    const refused = await post("/api/send_login_otp").send({ identifier: user.email }).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3600);
    expect(refused.body.message).toMatch(/^Too many codes were requested\. Please try again in \d+ hours\.$/);
  });
});

describe("a code's tries", () => {
  it("when eight wrong codes are tried at once, then the code counts exactly five and dies, and the right one fails", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    await post("/api/send_login_otp").send({ identifier: user.email }).expect(200);
    const code = codeIn(await suite.smtp.waitFor(user.email));
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post("/api/verify_login_otp").send({ identifier: user.phone, otp: wrong }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(400));
    const right = await post("/api/verify_login_otp").send({ identifier: user.phone, otp: code }).expect(400);
    expect(right.body.message).toMatch(/wrong or has expired/);
    const row = await suite.ctx.prisma.oneTimeCode.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.attempts).toBe(5);
    expect(row.usedAt).toBeNull();
  });
});
