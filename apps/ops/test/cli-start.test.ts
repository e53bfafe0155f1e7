// `pnpm ops` as operators start it (scripts/ops.mjs through pnpm): only the CLI's own output, the
// documented exit codes, and a start that loads only the command asked for (src/cli.ts COMMANDS).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Command } from "commander";
import { afterAll, describe, expect, it } from "vitest";
import { COMMANDS } from "../src/cli.js";
import { CommandContext } from "../src/context.js";
import { REPO_ROOT } from "./helpers.js";

const exec = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "ops-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a command the way an operator types it, from the repository root; never throws. */
async function shell(command: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await exec(command, args, { cwd: REPO_ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

describe("pnpm ops, started the operators' way", () => {
  // The first call may rebuild the CLI when its sources changed (quietly): minutes on a busy machine.
  it("when `pnpm -s ops --help` is run, then only the help is printed and the exit code is 0", async () => {
    const result = await shell("pnpm", ["-s", "ops", "--help"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^Usage: pnpm ops/);
    for (const { name } of COMMANDS) expect(result.stdout).toContain(name);
    expect(result.code).toBe(0);
  }, 600_000);

  it("when an unknown command is run through pnpm, then the exit code is 2 with the CLI's message only", async () => {
    const result = await shell("pnpm", ["-s", "ops", "frobnicate"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("error: unknown command 'frobnicate'");
    expect(result.stderr).not.toContain("turbo");
    expect(result.stdout).toBe("");
  }, 600_000);

  it("when a required argument is missing, then the exit code is 2 (a usage error), not pnpm's 1", async () => {
    const result = await shell("pnpm", ["-s", "ops", "import", "products"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("missing required argument 'file'");
  }, 600_000);
});

describe("the CLI's start", () => {
  /** The CommonJS modules loaded by running one command line in a fresh node process. */
  async function modulesLoadedBy(argv: string[]): Promise<string[]> {
    const script =
      `const { run } = await import(${JSON.stringify(join(REPO_ROOT, "apps/ops/dist/cli.js"))});` +
      `await run(${JSON.stringify(argv)}, { stdout: { write: () => true }, stderr: { write: () => true } });` +
      `const { createRequire } = await import("node:module");` +
      `process.stdout.write(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));`;
    const result = await shell(process.execPath, ["--input-type=module", "-e", script]);
    expect(result.stderr).toBe("");
    return JSON.parse(result.stdout) as string[];
  }
  const heavy = /[\\/](@prisma|pg|pdfkit|sharp|nodemailer)[\\/]/;

  it("when --help is run, then no command module's libraries are loaded (database client, PDF, images, mail)", async () => {
    const loaded = await modulesLoadedBy(["--help"]);
    expect(loaded.some((path) => path.includes("commander"))).toBe(true);
    expect(loaded.filter((path) => heavy.test(path))).toEqual([]);
  });

  it("when a command is named, then its module and the libraries it uses are loaded", async () => {
    const loaded = await modulesLoadedBy(["orders", "--help"]);
    expect(loaded.some((path) => heavy.test(path))).toBe(true);
  });

  it("then COMMANDS lists every top-level command the modules define, with the modules' summaries", async () => {
    const ctx = new CommandContext({ dataDir });
    const program = new Command("pnpm ops");
    const registers = new Set(await Promise.all(COMMANDS.map((command) => command.register())));
    for (const register of registers) register(program, ctx);
    const defined = program.commands.map((command) => ({ name: command.name(), summary: command.summary() }));
    expect(defined).toEqual(expect.arrayContaining(COMMANDS.map(({ name, summary }) => ({ name, summary }))));
    expect(COMMANDS.map((command) => command.name).sort()).toEqual(
      defined.map((command) => command.name).sort(),
    );
    await ctx.close();
  });
});
