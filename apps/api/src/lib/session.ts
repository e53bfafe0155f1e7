import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session, { type Store } from "express-session";
import { type SqlPool, statementName } from "./sql.js";
import type { Env } from "../env.js";
import { unauthenticated } from "./errors.js";

declare module "express-session" {
  interface SessionData {
    userId?: number;
    /** A verified password-reset code: the right to set a new password, for this browser only. */
    resetGrant?: { userId: number; email: string; expiresAt: number };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireUser: the logged-in customer's id. */
      userId?: number;
    }
  }
}

export const SESSION_COOKIE = "carcare.sid";
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

/** Sessions live in PostgreSQL (the migrated "session" table), so every API instance shares them. */
export function createSessionStore(pool: SqlPool): connectPgSimple.PGStore {
  const PgStore = connectPgSimple(session);
  // The store runs a handful of fixed SQL texts, the session read on every logged-in request: as
  // named prepared statements PostgreSQL parses and plans each once per connection, not per call.
  // The store only ever calls query(text, values) on the pool it is given.
  const preparing = {
    query: (text: string, values: unknown[]) => pool.query({ name: statementName(text), text, values }),
  } as unknown as SqlPool;
  return new PgStore({
    pool: preparing,
    tableName: "session",
    createTableIfMissing: false,
    ttl: SESSION_TTL_SECONDS,
    // No "touch" on every request: a session lives SESSION_TTL_SECONDS from login, and reading one
    // costs one indexed SELECT rather than a SELECT and an UPDATE.
    disableTouch: true,
  });
}

const READ_ONLY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sessions for requests that can use one: any request carrying our cookie, and any request that
 * may log someone in (not GET/HEAD/OPTIONS). Anonymous browsing makes no session object and no
 * database read, which keeps the public catalogue fast; private routes still answer 401 exactly.
 */
export function sessionMiddleware(env: Env, store: Store): RequestHandler {
  const handler = session({
    name: SESSION_COOKIE,
    secret: env.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: env.NODE_ENV === "production",
      maxAge: SESSION_TTL_SECONDS * 1000,
      path: "/",
    },
  });
  const cookiePrefix = `${SESSION_COOKIE}=`;
  return (req, res, next) => {
    if (READ_ONLY_METHODS.has(req.method) && !req.headers.cookie?.includes(cookiePrefix)) return next();
    handler(req, res, next);
  };
}

/** Private endpoints: no session answers 401 with exactly the detail the clients compare. */
export const requireUser: RequestHandler = (req, _res, next) => {
  const userId = req.session?.userId;
  if (typeof userId !== "number") return next(unauthenticated());
  req.userId = userId;
  next();
};

/** The logged-in customer's id inside a handler behind requireUser. */
export function currentUserId(req: Request): number {
  if (typeof req.userId !== "number") throw unauthenticated();
  return req.userId;
}

/** A new session id for this browser (login), keeping nothing of the old session's data. */
export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.destroy((error) => (error ? reject(error) : resolve())),
  );
}
