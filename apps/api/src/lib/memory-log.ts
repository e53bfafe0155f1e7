// MEMORY_LOG_SECONDS (issue 32's soak): each process of the store logs its own memory on a timer, so
// a long run can tell the main process's growth from each worker's without reaching into them.
import type { Logger } from "pino";

/** Logs "memory" with this process's RSS and V8 heap (bytes) every `seconds`; 0: never. */
export function logMemoryEvery(logger: Logger, seconds: number): void {
  if (seconds <= 0) return;
  const log = () => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    logger.info({ memory: { pid: process.pid, rss, heapUsed, heapTotal, external, arrayBuffers } }, "memory");
  };
  log();
  setInterval(log, seconds * 1000).unref();
}
