import connectPgSimple from "connect-pg-simple";
import type { Request, RequestHandler } from "express";
import session, { type SessionData, type Store } from "express-session";
import { storesSecureCookies } from "./public-url.js";
import { type SqlPool, statementName } from "./sql.js";
import type { Env } from "../env.js";
import { invalidToken, unauthenticated } from "./errors.js";
import { type NotifyListener, parsePayload, SESSION_CHANNEL } from "./notify.js";
import { accessTokenKey, readAccessToken, TOKEN_EXPIRED_DETAIL, verifyAccessToken } from "./tokens.js";

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
      /** Why the access token the request carried was refused (the 401's detail if nothing else logs in). */
      accessTokenProblem?: string;
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
    // Expired rows are deleted by the scheduled clean-up (lib/cleanup.ts), one process of the whole
    // deployment, not by every worker's store every 15 minutes.
    pruneSessionInterval: false,
  });
}

/** How long a worker reuses a session it read; revocations reach it sooner through NOTIFY. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
const CACHED = Symbol("sessions cached");

/**
 * Keeps the sessions this worker read for a short time, so a logged-in request does not read its
 * session row every time. Safe only because every change to a session row (logout, regeneration at
 * login, a password reset ending other sessions, a revoked token chain, a save) sends its id on the
 * session channel from a trigger in the same transaction: every worker of every instance drops its
 * copy when the change commits. Copies are served only while the listener listens, and dropped
 * whenever it (re)connects. Changes made through this store also drop the copy at once. Wraps the
 * store in place (once), so everything holding it sees the same sessions.
 */
export function cacheSessions(
  store: Store,
  listener: NotifyListener,
  { ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX_ENTRIES } = {},
): Store & { readonly cachedSessions: number } {
  const marked = store as Store & { [CACHED]?: true; readonly cachedSessions: number };
  if (marked[CACHED]) return marked;
  // The session as JSON text: express-session mutates the object it is handed.
  const copies = new Map<string, { json: string; expiresAt: number }>();
  // A read that began before a revocation may return the revoked row: it is kept only when no
  // revocation happened while it ran.
  let revocations = 0;
  const drop = (sid: string) => {
    revocations += 1;
    copies.delete(sid);
  };
  const dropAll = () => {
    revocations += 1;
    copies.clear();
  };
  listener.on(SESSION_CHANNEL, (payload) => {
    const sids = parsePayload(payload);
    if (sids === "everything") dropAll();
    else for (const sid of sids) drop(sid);
  });
  listener.onReset(dropAll);

  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  store.get = (sid, callback) => {
    if (!listener.listening) return get(sid, callback);
    const copy = copies.get(sid);
    if (copy && copy.expiresAt > Date.now()) {
      return callback(null, JSON.parse(copy.json) as SessionData);
    }
    const startedAt = revocations;
    get(sid, (error, data) => {
      if (!error && data && startedAt === revocations && listener.listening) {
        copies.delete(sid);
        while (copies.size >= maxEntries) {
          const oldest = copies.keys().next().value;
          if (oldest === undefined) break;
          copies.delete(oldest);
        }
        // Never past the session's own end (the store stops returning it then).
        const ends = data.cookie?.expires
          ? new Date(data.cookie.expires).getTime()
          : Number.POSITIVE_INFINITY;
        copies.set(sid, { json: JSON.stringify(data), expiresAt: Math.min(Date.now() + ttlMs, ends) });
      }
      callback(error, data);
    });
  };
  store.set = (sid, data, callback) => {
    drop(sid);
    set(sid, data, (error?: unknown) => {
      drop(sid);
      callback?.(error);
    });
  };
  store.destroy = (sid, callback) => {
    drop(sid);
    destroy(sid, (error?: unknown) => {
      drop(sid);
      callback?.(error);
    });
  };
  Object.defineProperty(marked, CACHED, { value: true });
  Object.defineProperty(marked, "cachedSessions", { get: () => copies.size });
  return marked;
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
      sameSite: env.SESSION_COOKIE_SAMESITE,
      secure: env.SESSION_COOKIE_SECURE,
      maxAge: SESSION_TTL_SECONDS * 1000,
      path: "/",
    },
  });
  const cookiePrefix = `${SESSION_COOKIE}=`;
  // express-session sends a Secure cookie only on a request it sees as https. Behind a TLS proxy
  // without TRUST_PROXY, or on http://localhost, the hop is plain http, yet PUBLIC_URL says the
  // browser's address is one where it stores Secure cookies.
  const browserStoresSecure = env.PUBLIC_URL !== undefined && storesSecureCookies(new URL(env.PUBLIC_URL));
  return (req, res, next) => {
    if (READ_ONLY_METHODS.has(req.method) && !req.headers.cookie?.includes(cookiePrefix)) return next();
    if (browserStoresSecure) Object.defineProperty(req, "secure", { value: true });
    handler(req, res, next);
  };
}

/**
 * The API's sessions: a valid access token (Bearer or the `access_token` cookie) selects the
 * session it is bound to, and the session cookie is not read; without one, the cookie session as
 * before. A token is good only while its session row lives, so Logout, a password reset (which
 * deletes the customer's other sessions), a revoked refresh chain and the session's expiry all end
 * it. A refused token does not fail the request here: public endpoints ignore it, and requireUser
 * answers 401 naming the token (unless the cookie logged someone in).
 */
export function acceptAccessTokens(
  env: Pick<Env, "JWT_SECRET" | "SESSION_SECRET">,
  store: Store,
  cookieSession: RequestHandler,
): RequestHandler {
  const key = accessTokenKey(env);
  return async (req, res, next) => {
    const token = readAccessToken(req);
    if (!token) return cookieSession(req, res, next);
    const check = await verifyAccessToken(key, token);
    if (check.ok) {
      const data = await readSession(store, check.sid);
      if (data && data.userId === check.userId) {
        // Not through express-session's middleware: no cookie is set on a token request and
        // nothing is saved unless a route saves it. regenerate/destroy/save still work on it.
        // session() gave the store its generate() when the cookie middleware was built.
        req.sessionStore = store as typeof req.sessionStore;
        req.sessionID = check.sid;
        store.createSession(req, data);
        return next();
      }
    }
    req.accessTokenProblem = check.ok ? TOKEN_EXPIRED_DETAIL : check.detail;
    cookieSession(req, res, next);
  };
}

function readSession(store: Store, sid: string): Promise<SessionData | null> {
  return new Promise((resolve, reject) =>
    store.get(sid, (error, data) => (error ? reject(error) : resolve(data ?? null))),
  );
}

/** Private endpoints: no session answers 401 with exactly the detail the clients compare. */
export const requireUser: RequestHandler = (req, _res, next) => {
  const userId = req.session?.userId;
  if (typeof userId !== "number") {
    return next(req.accessTokenProblem ? invalidToken(req.accessTokenProblem) : unauthenticated());
  }
  req.userId = userId;
  next();
};

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
