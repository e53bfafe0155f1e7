// The only module that reads process.env: every setting is declared, defaulted and checked here.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { DEFAULT_DATA_DIR, REPO_ROOT } from "@carcare/db";
import { z } from "zod";
import { DEFAULT_BUSINESS_WHATSAPP_NUMBER } from "./features/store-info/service.js";
import { DEFAULT_MAIL_FROM } from "./lib/mailer.js";
import { storesSecureCookies } from "./lib/public-url.js";

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * An origin exactly as a browser sends it in its Origin header (`https://shop.example`,
 * `http://localhost:4202`): a scheme, a host and a port if any, nothing after. Anything else would
 * never equal one, and every call from that page would be refused.
 */
const origin = z.string().refine(
  (value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  },
  {
    error: (issue) =>
      `"${String(issue.input)}" is not an origin as browsers send it: scheme://host[:port], no path or slash after`,
  },
);

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));

/** An amount of AED with at most two decimals (fils), e.g. "5000" or "7.50". */
const aedAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "must be an amount in AED with at most two decimals, e.g. 5000 or 7.50")
  .transform(Number);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Signs the mobile app's access tokens; absent: a key derived from SESSION_SECRET. */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Lifetime of an access token (JWT); the app refreshes five minutes before it ends. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(15 * 60),
  /** Lifetime of a refresh token; each use replaces it, and it never outlives its login's session. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .default(14 * 86_400),
  ALLOWED_ORIGINS: commaList.pipe(z.array(origin)).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
  /**
   * true: the store sends no email at all, on purpose (each one is kept in the outbox, and every place
   * that would have emailed says so). Production refuses to start with neither this nor SMTP_URL.
   */
  MAIL_DISABLED: booleanish.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_BUILD: z.string().default(join(REPO_ROOT, "apps", "web", "build")),
  /** `pnpm dev`: pages come from Vite's dev server (apps/web sources, hot reload), not the build. */
  WEB_DEV: booleanish.default(false),
  /** With WEB_DEV: the web app's folder Vite renders (its sources, vite.config.ts); a test's copy. */
  WEB_DEV_ROOT: z.string().default(join(REPO_ROOT, "apps", "web")),
  /** How long a visitor's page (no session) is served again before it is rendered anew; 0: never. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  SEED_DEMO_DATA: booleanish.default(true),
  TRUST_PROXY: booleanish.default(false),
  /**
   * The store's address as browsers see it (https://shop.example): image URLs in answers start with
   * it, and an https (or http://localhost) address lets the Secure session cookie be sent. Unset:
   * each request's own address.
   */
  PUBLIC_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .refine((value) => new URL(value).pathname === "/", {
        error: "must be the store's origin only, like https://shop.example (no path)",
      })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /** lax (pages and API on one site) or none (the pages on another site: needs Secure, so https). */
  SESSION_COOKIE_SAMESITE: z.enum(["lax", "strict", "none"]).default("lax"),
  BUSINESS_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "digits only, with country code")
    .default(DEFAULT_BUSINESS_WHATSAPP_NUMBER),
  /** The VAT rate catalogue prices include, a whole percentage (issue 29, decision 023). */
  VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(5),
  /** Pay on delivery is offered up to this grand total, AED (fee included). */
  COD_MAX_AED: aedAmount.default(5000),
  /** The pay-on-delivery fee, AED, VAT included; 0: none. */
  COD_FEE_AED: aedAmount.default(0),
  /** The seller on tax invoices: legal name, address and Tax Registration Number (15 digits). */
  STORE_LEGAL_NAME: z.string().trim().min(1).optional(),
  STORE_ADDRESS: z.string().trim().min(1).optional(),
  STORE_TRN: z
    .string()
    .regex(/^\d{15}$/, "must be the 15-digit Tax Registration Number")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SERVICE_RADIUS_KM: z.coerce.number().positive().max(1000).default(25),
  GEOCODER_API_KEY: z.string().optional(),
  /**
   * Operators' images (`pnpm ops images add`, decision 025) are read from this S3-compatible bucket
   * (each object at `<url>/<file>`) when set, else from DATA_DIR/media; the store serves them under
   * /media/ either way. Its requests are signed with the key and region below.
   */
  MEDIA_BUCKET_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^https?$/, error: "must be the bucket's http:// or https:// address" }).optional(),
  ),
  MEDIA_BUCKET_ACCESS_KEY_ID: z.string().optional(),
  MEDIA_BUCKET_SECRET_ACCESS_KEY: z.string().optional(),
  MEDIA_BUCKET_REGION: z.string().optional(),
  /** Connections per pool per process (each process has two: Prisma and the plain pg pool). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * HTTP worker processes (node:cluster); default one per core but one, at least one (decision 016).
   * 1 serves from the main process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before they are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * How often the main process tries the clean-up of expired sessions, rate-limit rows, codes and
   * refresh tokens (lib/cleanup.ts; one process of the whole deployment runs each); 0: never.
   */
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Every process logs its memory (RSS, V8 heap) this often, for a soak or an operator; 0: never. */
  MEMORY_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
});

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  "SESSION_SECRET" | "ALLOWED_ORIGINS" | "WEB_CONCURRENCY"
> & {
  SESSION_SECRET: string;
  ALLOWED_ORIGINS: string[];
  WEB_CONCURRENCY: number;
  /** In production, and always with SameSite=None (browsers refuse SameSite=None without Secure). */
  SESSION_COOKIE_SECURE: boolean;
};

export class ConfigError extends Error {}

/** Reads and checks the configuration; throws ConfigError naming every bad setting. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required in production (32+ characters)",
    );
  }
  if (env.MEDIA_BUCKET_URL && (!env.MEDIA_BUCKET_ACCESS_KEY_ID || !env.MEDIA_BUCKET_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  MEDIA_BUCKET_ACCESS_KEY_ID, MEDIA_BUCKET_SECRET_ACCESS_KEY: MEDIA_BUCKET_URL needs both to sign its requests",
    );
  }
  const cookieSecure = env.NODE_ENV === "production" || env.SESSION_COOKIE_SAMESITE === "none";
  if (cookieSecure) checkSecureCookiesCanBeSent(env);
  if (env.NODE_ENV === "production" && !env.SMTP_URL && !env.MAIL_DISABLED) {
    // Issue 31: a production store without a mail server would keep every login code and invoice in
    // a table nobody reads while it looks as if they went out.
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL, MAIL_DISABLED: NODE_ENV=production sends the store's email " +
        "(login codes, order emails, tax invoices) through SMTP_URL (smtp:// or smtps://), and it is not set; " +
        "set SMTP_URL, or MAIL_DISABLED=true to run without email on purpose (emails are then kept in " +
        "the outbox, not sent)",
    );
  }
  const port = env.PORT || 3000;
  return {
    ...env,
    DATA_DIR: dataDir,
    SESSION_SECRET: env.SESSION_SECRET ?? localSessionSecret(dataDir, env.NODE_ENV),
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? [`http://localhost:${port}`, "http://localhost:5173"],
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? (env.WEB_DEV ? 1 : defaultWorkerCount()),
    SESSION_COOKIE_SECURE: cookieSecure,
  };
}

/**
 * One worker per core: on the idle 2-core machine two workers served 1.5-2x what one process did in
 * every bench scenario (decision 016).
 */
function defaultWorkerCount(): number {
  return availableParallelism();
}

/**
 * Issue 18 point 9: a Secure cookie is only sent over https (or to http://localhost), so a store that
 * cannot know its visitors use https would answer 'successfully logged in' and log nobody in. The
 * server itself speaks plain http: https is either PUBLIC_URL's scheme or, behind a TLS proxy with
 * TRUST_PROXY, the proxy's X-Forwarded-Proto.
 */
function checkSecureCookiesCanBeSent(env: z.infer<typeof EnvSchema>): void {
  const why = env.SESSION_COOKIE_SAMESITE === "none" ? "SESSION_COOKIE_SAMESITE=none" : "NODE_ENV=production";
  if (env.PUBLIC_URL && !storesSecureCookies(new URL(env.PUBLIC_URL))) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: ${why} makes the session cookie Secure, and browsers never ` +
        `store a Secure cookie from ${env.PUBLIC_URL}: serve the store over https and set PUBLIC_URL ` +
        "to its https:// address",
    );
  }
  if (!env.PUBLIC_URL && !env.TRUST_PROXY) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL, TRUST_PROXY: ${why} makes the session cookie Secure, ` +
        "which browsers only store over https, and nothing says this store is reached over https: " +
        "set PUBLIC_URL to the store's https:// address, or TRUST_PROXY=true behind a TLS proxy " +
        "that sends X-Forwarded-Proto (logins would otherwise answer 200 and keep nobody logged in)",
    );
  }
}

/** Outside production a secret is made once and kept in DATA_DIR, so restarts keep sessions. */
function localSessionSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv === "test") return randomBytes(32).toString("hex");
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
