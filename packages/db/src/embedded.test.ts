import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const embeddedModule = fileURLToPath(new URL("./embedded.ts", import.meta.url));

/** Runs a script that loads the embedded-database module, and returns how the process exited. */
function exitCodeOf(script: string): number | null {
  const dir = mkdtempSync(join(tmpdir(), "carcare-exit-"));
  try {
    const file = join(dir, "probe.mts");
    writeFileSync(file, `import ${JSON.stringify(embeddedModule)};\n${script}\n`);
    return spawnSync(process.execPath, ["--import", "tsx", file], { encoding: "utf8" }).status;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a process that loads the embedded database", () => {
  it("when it sets an exit code and ends, then it exits with that code (a failed test run must fail CI)", () => {
    expect(exitCodeOf("process.exitCode = 3;")).toBe(3);
  });

  it("when it ends normally or calls process.exit, then the code is its own", () => {
    expect(exitCodeOf("")).toBe(0);
    expect(exitCodeOf("process.exit(5);")).toBe(5);
  });
});
