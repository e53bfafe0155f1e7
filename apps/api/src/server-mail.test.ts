import { createTestDatabase } from "@carcare/db/testing";
import { describe, expect, inject, it } from "vitest";
import { spawnStore } from "../test/store-process.js";

// Issue 31 point 2: production starts only with email that goes out, or with email disabled on purpose.
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "s".repeat(40),
  PUBLIC_URL: "https://shop.example",
  STORE_TRN: "100234567800003",
  HOST: "127.0.0.1",
  WEB_CONCURRENCY: "1",
  SEED_DEMO_DATA: "false",
  LOG_LEVEL: "info",
};

/** Starts server.ts with these settings (SMTP_URL and MAIL_DISABLED never inherited, ALLOWED_ORIGINS left to its default). */
function start(settings: Record<string, string>) {
  const unset = ["SMTP_URL", "MAIL_DISABLED"].filter((name) => !(name in settings));
  return spawnStore({ env: settings, unset: [...unset, "ALLOWED_ORIGINS"] });
}

describe("the store's start and its email settings", () => {
  it("when production has no SMTP_URL and MAIL_DISABLED is not set, then it exits non-zero naming both settings", async () => {
    const { child, output, exited } = await start(PRODUCTION);
    // Should it start after all, the test's timeout must not leave it (and a database) running.
    const tooLong = setTimeout(() => child.kill("SIGTERM"), 20_000);
    const code = await exited;
    clearTimeout(tooLong);
    expect(code).not.toBe(0);
    expect(output()).toContain("SMTP_URL, MAIL_DISABLED: NODE_ENV=production");
    expect(output()).toContain("set SMTP_URL, or MAIL_DISABLED=true");
    expect(output()).not.toContain("listening");
  }, 30_000);

  it("when production has MAIL_DISABLED=true, then it starts, says once that email is disabled, and each email kept unsent says so", async () => {
    const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
    const store = await start({
      ...PRODUCTION,
      DATABASE_URL: database.url,
      MAIL_DISABLED: "true",
      SEED_DEMO_DATA: "true",
    });
    const { output } = store;
    try {
      await store.waitForLog("CarCare store listening", 60_000);
      const said = output()
        .split("\n")
        .filter((line) => line.includes("email is disabled (MAIL_DISABLED=true)"));
      expect(said).toHaveLength(1);
      expect(JSON.parse(said[0]!)).toMatchObject({ level: 40 });

      // A login code for the demo customer: answered as ever, and the log says it was not sent.
      const res = await fetch(`${store.base}/api/send_login_otp`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: JSON.stringify({ identifier: "demo@carcare.ae" }),
      });
      expect(res.status).toBe(200);
      await store.waitForLog("email not sent (email disabled: MAIL_DISABLED=true): kept in the outbox", 5000);
    } finally {
      await store.kill();
      await database.drop();
    }
  }, 90_000);
});
