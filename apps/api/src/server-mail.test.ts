import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { createTestDatabase } from "@carcare/db/testing";
import { describe, expect, inject, it } from "vitest";

// Issue 31 point 2: production starts only with email that goes out, or with email disabled on purpose.
const SERVER = fileURLToPath(new URL("./server.ts", import.meta.url));
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

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  return typeof address === "object" && address ? address.port : 0;
}

/** Starts server.ts with these settings (SMTP_URL and MAIL_DISABLED never inherited). */
function start(settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  if (!("SMTP_URL" in settings)) delete env.SMTP_URL;
  if (!("MAIL_DISABLED" in settings)) delete env.MAIL_DISABLED;
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe("the store's start and its email settings", () => {
  it("when production has no SMTP_URL and MAIL_DISABLED is not set, then it exits non-zero naming both settings", async () => {
    const { child, output } = start({ ...PRODUCTION, PORT: String(await freePort()) });
    // Should it start after all, the test's timeout must not leave it (and a database) running.
    const exited = once(child, "exit") as Promise<[number | null]>;
    const tooLong = setTimeout(() => child.kill("SIGTERM"), 20_000);
    const [code] = await exited;
    clearTimeout(tooLong);
    expect(code).not.toBe(0);
    expect(output()).toContain("SMTP_URL, MAIL_DISABLED: NODE_ENV=production");
    expect(output()).toContain("set SMTP_URL, or MAIL_DISABLED=true");
    expect(output()).not.toContain("listening");
  }, 30_000);

  it("when production has MAIL_DISABLED=true, then it starts, says once that email is disabled, and each email kept unsent says so", async () => {
    const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
    const { child, output } = start({
      ...PRODUCTION,
      PORT: String(await freePort()),
      DATABASE_URL: database.url,
      MAIL_DISABLED: "true",
      SEED_DEMO_DATA: "true",
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!output().includes("CarCare store listening")) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`the store did not start:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const said = output()
        .split("\n")
        .filter((line) => line.includes("email is disabled (MAIL_DISABLED=true)"));
      expect(said).toHaveLength(1);
      expect(JSON.parse(said[0]!)).toMatchObject({ level: 40 });

      // A login code for the demo customer: answered as ever, and the log says it was not sent.
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output())![1];
      const res = await fetch(`http://127.0.0.1:${port}/api/send_login_otp`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: JSON.stringify({ identifier: "demo@carcare.ae" }),
      });
      expect(res.status).toBe(200);
      const deadline2 = Date.now() + 5000;
      while (!output().includes("email not sent (email disabled: MAIL_DISABLED=true): kept in the outbox")) {
        if (Date.now() > deadline2) throw new Error(`not logged:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      await database.drop();
    }
  }, 90_000);
});
