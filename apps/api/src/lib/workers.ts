// The one worker supervisor (node:cluster), shared by the server and the bench: it starts the
// workers, replaces one that dies, answers their shutdown round trips, and stops them all.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** What a worker sends once it serves; `ready` is the supervisor's business, the rest the caller's. */
interface ReadyMessage<Ready> {
  workerReady: Ready;
}
interface PingMessage {
  shutdownPing: number;
}

/** How long before a replacement worker that could not start is tried again. */
const RETRY_START_MS = 1000;

export interface Workers<Ready> {
  /** Resolves with the first worker's ready message once `count` workers are ready. */
  ready: Promise<Ready>;
  /** Forwards SIGTERM to every worker (each drains its requests) and resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * Starts `count` workers running this same entry point and keeps that many running. A worker that
 * dies after it was ready is replaced (and the log says how it ended); one that dies before it is
 * ready fails `ready`: it would only fail again (port taken, bad settings).
 */
export function superviseWorkers<Ready>(options: {
  count: number;
  /** Added to each worker's environment (settings the main process decided, e.g. the database URL). */
  env?: Record<string, string>;
  logger: Pick<Logger, "error">;
}): Workers<Ready> {
  const { count, logger } = options;
  let stopping = false;
  let readyCount = 0;
  /** All `count` workers have been ready once: from then on a worker that fails is replaced. */
  let serving = false;
  const ready = new Promise<Ready>((resolve, reject) => {
    const fork = () => {
      const worker: Worker = cluster.fork(options.env);
      let started = false;
      worker.on("message", (message: Partial<ReadyMessage<Ready> & PingMessage> | null) => {
        if (message?.shutdownPing !== undefined) worker.send({ shutdownPong: message.shutdownPing });
        if (message?.workerReady === undefined || started) return;
        started = true;
        readyCount += 1;
        if (readyCount === count && !serving) {
          serving = true;
          resolve(message.workerReady);
        }
      });
      worker.on("exit", (exitCode, signal) => {
        if (stopping) return;
        if (!started && !serving) {
          reject(new Error(`an HTTP worker could not start (exit ${exitCode ?? signal})`));
          return;
        }
        if (!started) {
          // A replacement that failed (the database may be away): try again, without spinning.
          logger.error({ exitCode, signal }, "a replacement HTTP worker could not start; trying again");
          setTimeout(() => !stopping && fork(), RETRY_START_MS).unref();
          return;
        }
        readyCount -= 1;
        // Not `code`: the logger redacts that key everywhere (one-time codes).
        logger.error({ exitCode, signal }, "an HTTP worker stopped; starting another");
        fork();
      });
    };
    for (let i = 0; i < count; i += 1) fork();
  });
  // A caller that never awaits `ready` (it is stopping) must not see an unhandled rejection.
  ready.catch(() => undefined);

  const stop = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once("exit", () => resolve());
            w.process.kill("SIGTERM");
          }),
      ),
    );
  };
  return { ready, stop };
}

/** In a worker: tells the supervisor this worker serves, with what `ready` resolves to. */
export function reportReady<Ready>(payload: Ready): void {
  const message: ReadyMessage<Ready> = { workerReady: payload };
  process.send?.(message);
}

let shutdownPings = 0;
/**
 * In a worker: resolves once the supervisor answered. Messages between a worker and the main
 * process arrive in order, so every connection the main process handed this worker before its
 * answer (node:cluster gives one at a time, the next as soon as the last is taken) has arrived.
 * At most a second, in case the main process is gone.
 */
export function roundTripToSupervisor(): Promise<void> {
  const id = (shutdownPings += 1);
  return new Promise((resolve) => {
    const done = () => {
      process.removeListener("message", onMessage);
      clearTimeout(timer);
      resolve();
    };
    const onMessage = (message: { shutdownPong?: number } | null) => {
      if (message?.shutdownPong === id) done();
    };
    const timer = setTimeout(done, 1000);
    process.on("message", onMessage);
    const ping: PingMessage = { shutdownPing: id };
    process.send?.(ping);
  });
}
