import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session, { type Store } from "express-session";
import pg from "pg";
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
export function createSessionStore(databaseUrl: string): { store: Store; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: "session",
    createTableIfMissing: false,
    ttl: SESSION_TTL_SECONDS,
  });
  return {
    store,
    close: async () => {
      store.close();
      await pool.end();
    },
  };
}

export function sessionMiddleware(env: Env, store: Store): RequestHandler {
  return session({
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
