import { KEEP_CONNECTIONS } from "@carcare/db";
import pg from "pg";
import type { Logger } from "pino";

/**
 * Cross-worker, cross-instance cache invalidation through PostgreSQL LISTEN/NOTIFY. The NOTIFYs are
 * sent by triggers inside the writing transaction (migration 20261124003000_change_notifications), so
 * every writer (API, operator CLI, a manual fix) announces its change once it is committed.
 */
export const CATALOGUE_CHANNEL = "catalogue_changed";
export const SESSION_CHANNEL = "session_revoked";
export type Channel = typeof CATALOGUE_CHANNEL | typeof SESSION_CHANNEL;
/** A payload meaning "anything may have changed": drop every cached copy. */
export const EVERYTHING = "*";

/** The LISTEN connections' application_name in pg_stat_activity. */
export const NOTIFY_APPLICATION_NAME = "carcare-notify";
const CHANNELS: Channel[] = [CATALOGUE_CHANNEL, SESSION_CHANNEL];
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/** A silently dead connection (no FIN, no error) would lose notifications: a ping finds it. */
const PING_EVERY_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;

/** One worker's LISTEN connection; caches consult `listening` and clear themselves on `onReset`. */
export interface NotifyListener {
  /** True only while LISTEN is in place: a cache may serve copies only then. */
  readonly listening: boolean;
  /** Calls `handler` with each payload sent on `channel`; returns the unsubscribe function. */
  on(channel: Channel, handler: (payload: string) => void): () => void;
  /**
   * Calls `handler` whenever notifications may have been missed (the connection was lost, or was
   * just established): every cache built on this listener must drop what it holds.
   */
  onReset(handler: () => void): () => void;
  /**
   * Hands `payload` to this process's handlers at once, as if it had arrived: a write made here
   * drops this process's copies before its answer leaves, so the writer's next read cannot race the
   * database's notification (which still reaches every other worker and instance).
   */
  announce(channel: Channel, payload: string): void;
  /** Resolves once LISTEN is in place (startup, tests). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A dedicated pg client (outside the pools: LISTEN belongs to one session) that listens on both
 * channels and reconnects with backoff after a database outage. A lost connection never throws out
 * of here; it is logged once per outage.
 */
export function createNotifyListener(
  databaseUrl: string,
  logger: Pick<Logger, "warn" | "info">,
): NotifyListener {
  const handlers = new Map<Channel, Set<(payload: string) => void>>(CHANNELS.map((c) => [c, new Set()]));
  const deliver = (channel: Channel, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };
  const resetHandlers = new Set<() => void>();
  let waiting: (() => void)[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let outageLogged = false;

  const reset = () => {
    for (const handler of resetHandlers) handler();
  };

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    const wasListening = listening;
    listening = false;
    clearInterval(pingTimer);
    current.removeAllListeners("notification");
    // Keep an error listener: a late socket error on the dead client must not crash the process.
    current.on("error", () => undefined);
    current.end().catch(() => undefined);
    if (wasListening) reset();
    if (closed) return;
    if (!outageLogged) {
      outageLogged = true;
      logger.warn(
        { err: error?.message },
        "cache notifications lost; caches bypassed until the database is back",
      );
    }
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = () => {
    if (closed) return;
    const current = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: KEEP_CONNECTIONS.keepAlive,
      // Named, so an operator (or a test) can tell it apart in pg_stat_activity.
      application_name: NOTIFY_APPLICATION_NAME,
    });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      deliver(message.channel as Channel, message.payload ?? EVERYTHING);
    });
    current
      .connect()
      .then(() => current.query(CHANNELS.map((channel) => `LISTEN ${channel}`).join("; ")))
      .then(() => {
        if (client !== current) return;
        // Whatever changed while nobody listened is unknown: start from empty caches.
        reset();
        listening = true;
        retryMs = RETRY_FIRST_MS;
        if (outageLogged) logger.info("cache notifications back");
        outageLogged = false;
        pingTimer = setInterval(() => ping(current), PING_EVERY_MS);
        pingTimer.unref();
        for (const resolve of waiting) resolve();
        waiting = [];
      })
      .catch((error: Error) => lost(current, error));
  };

  const ping = (current: pg.Client) => {
    const timeout = setTimeout(() => lost(current, new Error("ping timed out")), PING_TIMEOUT_MS);
    current
      .query("SELECT 1")
      .catch((error: Error) => lost(current, error))
      .finally(() => clearTimeout(timeout));
  };

  connect();

  return {
    get listening() {
      return listening;
    },
    on(channel, handler) {
      handlers.get(channel)!.add(handler);
      return () => handlers.get(channel)!.delete(handler);
    },
    onReset(handler) {
      resetHandlers.add(handler);
      return () => resetHandlers.delete(handler);
    },
    announce: deliver,
    ready() {
      return listening ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      if (current) {
        lost(current);
        await current.end().catch(() => undefined);
      }
      for (const resolve of waiting) resolve();
      waiting = [];
    },
  };
}

/** The ids in a notification's payload, or "everything". */
export function parsePayload(payload: string): "everything" | string[] {
  return payload === EVERYTHING ? "everything" : payload.split(",").filter(Boolean);
}
