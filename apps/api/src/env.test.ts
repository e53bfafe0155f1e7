import type * as os from "node:os";
import { describe, expect, it, vi } from "vitest";
import { ConfigError, loadEnv } from "./env.js";

// The worker count's default depends on the machine's cores: each test says how many it has.
const machine = vi.hoisted(() => ({ cores: 2 }));
vi.mock("node:os", async (importOriginal) => ({
  ...(await importOriginal<typeof os>()),
  availableParallelism: () => machine.cores,
}));

describe("configuration", () => {
  it("when nothing is set, then defaults give port 3000 and the embedded database", () => {
    const env = loadEnv({ NODE_ENV: "test" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ALLOWED_ORIGINS).toContain("http://localhost:3000");
  });

  it("when settings are wrong, then one error names each of them", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" })).toThrow(
      ConfigError,
    );
    const bad = { PORT: "eighty", DATABASE_URL: "mysql://x" };
    expect(() => loadEnv(bad)).toThrow(ConfigError);
    expect(() => loadEnv(bad)).toThrow(/^ {2}PORT: /m);
    expect(() => loadEnv(bad)).toThrow("DATABASE_URL: must be a postgresql:// URL");
  });

  it("when an allowed origin lacks its scheme or has a path, then the setting is refused, naming it", () => {
    for (const value of [
      "localhost:4202",
      "https://shop.example/",
      "https://shop.example/app",
      "shop.example",
    ]) {
      expect(() => loadEnv({ NODE_ENV: "test", ALLOWED_ORIGINS: `http://localhost:3000,${value}` })).toThrow(
        `ALLOWED_ORIGINS.1: "${value}" is not an origin as browsers send it`,
      );
    }
    const env = loadEnv({ NODE_ENV: "test", ALLOWED_ORIGINS: "https://shop.example, http://localhost:4202" });
    expect(env.ALLOWED_ORIGINS).toEqual(["https://shop.example", "http://localhost:4202"]);
  });

  it("when WEB_CONCURRENCY is not set, then there is one worker per core (decision 016)", () => {
    const workersOn = (cores: number, settings: Record<string, string> = {}) => {
      machine.cores = cores;
      return loadEnv({ NODE_ENV: "test", ...settings }).WEB_CONCURRENCY;
    };
    expect([1, 2, 4, 8].map((cores) => workersOn(cores))).toEqual([1, 2, 4, 8]);
    expect(workersOn(4, { WEB_CONCURRENCY: "2" })).toBe(2);
    expect(workersOn(4, { WEB_DEV: "true" })).toBe(1);
    machine.cores = 2;
  });

  it("when production runs without a session secret, then it refuses to start", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });
});

describe("email in production (issue 31)", () => {
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "s".repeat(40),
    PUBLIC_URL: "https://shop.example",
  };

  it("when production has no SMTP_URL, then it refuses to start naming SMTP_URL and MAIL_DISABLED", () => {
    expect(() => loadEnv(production)).toThrow(ConfigError);
    expect(() => loadEnv(production)).toThrow(/^ {2}SMTP_URL, MAIL_DISABLED: NODE_ENV=production /m);
    expect(() => loadEnv({ ...production, SMTP_URL: "" })).toThrow(/set SMTP_URL, or MAIL_DISABLED=true/);
    expect(() => loadEnv({ ...production, MAIL_DISABLED: "false" })).toThrow(/SMTP_URL, MAIL_DISABLED/);
  });

  it("when production sets SMTP_URL or MAIL_DISABLED=true, then it starts; outside production neither is needed", () => {
    expect(loadEnv({ ...production, SMTP_URL: "smtp://mail.example:587" }).MAIL_DISABLED).toBe(false);
    expect(loadEnv({ ...production, MAIL_DISABLED: "true" }).MAIL_DISABLED).toBe(true);
    expect(loadEnv({ NODE_ENV: "development" }).SMTP_URL).toBeUndefined();
    expect(() => loadEnv({ ...production, MAIL_DISABLED: "maybe" })).toThrow(/MAIL_DISABLED/);
  });
});

describe("Secure session cookies (issue 18 point 9)", () => {
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "s".repeat(40),
    SMTP_URL: "smtp://mail.example:25",
  };

  it("when production has neither an https PUBLIC_URL nor TRUST_PROXY, then it refuses to start naming both", () => {
    expect(() => loadEnv(production)).toThrow(ConfigError);
    expect(() => loadEnv(production)).toThrow(/PUBLIC_URL, TRUST_PROXY: .*https/);
  });

  it("when production's PUBLIC_URL is plain http on a real host name, then it refuses to start naming PUBLIC_URL", () => {
    expect(() => loadEnv({ ...production, PUBLIC_URL: "http://shop.example" })).toThrow(
      /PUBLIC_URL: NODE_ENV=production makes the session cookie Secure/,
    );
    expect(() => loadEnv({ ...production, PUBLIC_URL: "http://shop.example", TRUST_PROXY: "true" })).toThrow(
      /PUBLIC_URL/,
    );
  });

  it("when production runs behind a TLS proxy or at an https (or localhost) address, then cookies are Secure", () => {
    for (const settings of [
      { TRUST_PROXY: "true" },
      { PUBLIC_URL: "https://shop.example" },
      { PUBLIC_URL: "http://localhost:3000" },
    ]) {
      const env = loadEnv({ ...production, ...settings });
      expect(env.SESSION_COOKIE_SECURE, JSON.stringify(settings)).toBe(true);
      expect(env.SESSION_COOKIE_SAMESITE).toBe("lax");
    }
  });

  it("when SESSION_COOKIE_SAMESITE=none, then cookies are Secure in any mode, and plain http is refused", () => {
    expect(() => loadEnv({ NODE_ENV: "development", SESSION_COOKIE_SAMESITE: "none" })).toThrow(
      /SESSION_COOKIE_SAMESITE=none makes the session cookie Secure/,
    );
    const env = loadEnv({
      NODE_ENV: "development",
      SESSION_COOKIE_SAMESITE: "none",
      PUBLIC_URL: "https://api.shop.example",
    });
    expect(env.SESSION_COOKIE_SECURE).toBe(true);
    expect(env.SESSION_COOKIE_SAMESITE).toBe("none");
  });

  it("when nothing is set outside production, then the cookie is SameSite=Lax and not Secure", () => {
    const env = loadEnv({ NODE_ENV: "test" });
    expect(env.SESSION_COOKIE_SECURE).toBe(false);
    expect(env.SESSION_COOKIE_SAMESITE).toBe("lax");
    expect(env.PUBLIC_URL).toBeUndefined();
  });

  it("when PUBLIC_URL is not an http(s) origin, then it is refused; a trailing slash is dropped", () => {
    expect(() => loadEnv({ PUBLIC_URL: "ftp://shop.example" })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ PUBLIC_URL: "https://shop.example/store" })).toThrow(/PUBLIC_URL: .*no path/);
    expect(loadEnv({ NODE_ENV: "test", PUBLIC_URL: "https://shop.example/" }).PUBLIC_URL).toBe(
      "https://shop.example",
    );
  });
});
