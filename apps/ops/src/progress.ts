import cliProgress from "cli-progress";
import type { OutputStream } from "./context.js";

/** Files with more rows than this get a progress bar (only on a terminal). */
export const PROGRESS_MIN_ROWS = 300;

export interface Progress {
  /** Starts (or restarts) the bar for a phase of `total` steps. */
  phase(name: string, total: number): void;
  advance(steps: number): void;
  stop(): void;
}

const SILENT: Progress = { phase: () => undefined, advance: () => undefined, stop: () => undefined };

/** A progress bar on `stream` when it is a terminal and the work is large; silent otherwise. */
export function createProgress(stream: OutputStream, rows: number, label: string): Progress {
  if (!stream.isTTY || rows <= PROGRESS_MIN_ROWS) return SILENT;
  const bar = new cliProgress.SingleBar(
    {
      stream: stream as unknown as NodeJS.WritableStream,
      format: `${label} {phase} [{bar}] {value}/{total}`,
      hideCursor: true,
      clearOnComplete: true,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    phase(name, total) {
      if (started) bar.stop();
      bar.start(Math.max(total, 1), 0, { phase: name.padEnd(8) });
      started = true;
    },
    advance(steps) {
      if (started) bar.increment(steps);
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}
