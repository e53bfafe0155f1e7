import request from "supertest";
import { afterAll, beforeAll } from "vitest";
import { createTestContext, type TestContext } from "./context.js";
import { startSmtpReceiver } from "./smtp.js";

type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

export interface AuthSuite {
  /** The app on this test file's own database (set in beforeAll). */
  readonly ctx: TestContext;
  /** Where the app's emails (the codes) arrive. */
  readonly smtp: SmtpReceiver;
  /** A client address not used before in this file, so per-address limits do not leak between tests. */
  nextIp(): string;
  /** A POST from `ip` (a new client address unless given). */
  post(path: string, ip?: string): request.Test;
}

/**
 * The auth tests' setup: registers beforeAll/afterAll for an app that mails to a local SMTP
 * receiver and trusts X-Forwarded-For (TRUST_PROXY), so each request can name its client address.
 * `ipPrefix` ("10.1") keeps each file's addresses recognisable.
 */
export function authSuite(ipPrefix: string): AuthSuite {
  let ctx: TestContext | undefined;
  let smtp: SmtpReceiver | undefined;
  let ipCounter = 0;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ctx = await createTestContext({ SMTP_URL: smtp.url, TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.stop();
  });
  const suite: AuthSuite = {
    get ctx() {
      if (!ctx) throw new Error("authSuite: the app is built in beforeAll");
      return ctx;
    },
    get smtp() {
      if (!smtp) throw new Error("authSuite: the SMTP receiver starts in beforeAll");
      return smtp;
    },
    nextIp: () => `${ipPrefix}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    post: (path, ip = suite.nextIp()) => request(suite.ctx.app).post(path).set("X-Forwarded-For", ip),
  };
  return suite;
}
