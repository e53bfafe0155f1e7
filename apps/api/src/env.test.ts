import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.js";

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
    try {
      loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL: must be a postgresql:// URL");
    }
  });

  it("when production runs without a session secret, then it refuses to start", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });
});
