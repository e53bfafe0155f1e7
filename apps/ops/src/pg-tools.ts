// PostgreSQL's own client programs for `db backup` and `db restore` (issue 32, decision 027): which
// pg_dump, pg_restore or psql to run, a check that it is the server's major version, and how it
// reaches the database without the password on its command line.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";
import { OpsError } from "./errors.js";

const exec = promisify(execFile);

export type PgTool = "pg_dump" | "pg_restore" | "psql";

/** The setting that names each tool's path. */
export const TOOL_SETTING: Record<PgTool, string> = {
  pg_dump: "PG_DUMP",
  pg_restore: "PG_RESTORE",
  psql: "PSQL",
};

/** The Debian package that carries a major version's client programs. */
export const clientPackage = (major: number) => `postgresql-client-${major}`;

/** A tool found and checked: its path and the version it reported. */
export interface FoundTool {
  path: string;
  version: string;
}

/** "15.18" from "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"; null when not such a line. */
export function reportedVersion(output: string): string | null {
  return /\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/.exec(output)?.[1] ?? null;
}

/** The major version of a version text ("15.18" is 15). */
export const majorOf = (version: string) => Number.parseInt(version, 10);

async function versionOf(path: string): Promise<string | null> {
  try {
    const { stdout } = await exec(path, ["--version"], { timeout: 15_000 });
    return reportedVersion(stdout);
  } catch {
    return null;
  }
}

/**
 * The tool to run against a server of `serverMajor`: the path its setting names (PG_DUMP, …), else the
 * first of PATH and /usr/lib/postgresql/<major>/bin whose version is the server's major. Anything
 * else is refused with both versions and what to install: pg_dump refuses a newer server, and an
 * older pg_restore cannot read a newer pg_dump's file.
 */
export async function findPgTool(
  tool: PgTool,
  serverVersion: string,
  configured: string | undefined,
): Promise<FoundTool> {
  const serverMajor = majorOf(serverVersion);
  const install =
    `install the PostgreSQL ${serverMajor} client (Debian/Ubuntu: apt-get install ${clientPackage(serverMajor)}) ` +
    `or set ${TOOL_SETTING[tool]} to its ${tool}`;
  const candidates = configured
    ? [configured]
    : [
        ...(process.env.PATH ?? "")
          .split(delimiter)
          .filter(Boolean)
          .map((dir) => join(dir, tool)),
        join("/usr/lib/postgresql", String(serverMajor), "bin", tool),
      ];
  const seen: string[] = [];
  for (const path of [...new Set(candidates)]) {
    if (!existsSync(path)) continue;
    const version = await versionOf(path);
    if (version !== null && majorOf(version) === serverMajor) return { path, version };
    seen.push(`${path} is ${version === null ? "not a working " + tool : `version ${version}`}`);
  }
  if (configured && seen.length === 0) {
    throw new OpsError(`${TOOL_SETTING[tool]}=${configured}: no such file; ${install}`);
  }
  if (seen.length === 0) {
    throw new OpsError(
      `no ${tool} found (looked in PATH and /usr/lib/postgresql/${serverMajor}/bin); ` +
        `the store's PostgreSQL server is version ${serverVersion}: ${install}`,
    );
  }
  throw new OpsError(
    `${seen.join("; ")}, but the store's PostgreSQL server is version ${serverVersion}: ` +
      `${tool} must be of the server's major version (${serverMajor}); ${install}`,
  );
}

/**
 * How a tool reaches `url`: the URL without its password as the database argument, and the password
 * in PGPASSWORD, so it never shows in the process list.
 */
export function connection(url: string, applicationName: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: applicationName };
  if (password !== undefined) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** The last lines a tool wrote to stderr, for an error message. */
export function tail(text: string, lines = 8): string {
  return text.trim().split("\n").slice(-lines).join("\n");
}

/** Runs a tool to its end; rejects with its stderr when it fails. */
export function runTool(
  path: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new OpsError(`${path} failed (${signal ?? `exit code ${code}`}):\n${tail(stderr)}`));
    });
  });
}

/**
 * Runs `producer | consumer` (pg_restore's script into psql in one transaction) and resolves when both
 * have ended well. The consumer's input is closed only once the producer has ended well: psql commits
 * at the end of its input, so when pg_restore fails part way (a cut or damaged file) psql is killed
 * instead, and the server rolls the transaction back. Rejects with the failing one's stderr.
 */
export function runPipe(
  producer: { path: string; args: string[] },
  consumer: { path: string; args: string[] },
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const from = spawn(producer.path, producer.args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const to = spawn(consumer.path, consumer.args, { env, stdio: ["pipe", "ignore", "pipe"] });
    const stderr = { from: "", to: "" };
    from.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr.from += chunk));
    to.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr.to += chunk));
    // psql stops reading at the first error (ON_ERROR_STOP): pg_restore then meets a closed pipe.
    to.stdin.on("error", () => undefined);
    from.stdout.pipe(to.stdin, { end: false });
    const ended = (child: ChildProcess, onEnd?: (ok: boolean) => void) =>
      new Promise<number | string>((done) => {
        child.on("error", (error) => {
          onEnd?.(false);
          done(error.message);
        });
        child.on("close", (code, signal) => {
          onEnd?.(code === 0);
          done(code ?? signal ?? -1);
        });
      });
    let killed = false;
    const producerEnded = ended(from, (ok) => {
      if (ok) to.stdin.end();
      else killed = to.kill("SIGKILL");
    });
    void Promise.all([producerEnded, ended(to)]).then(([fromCode, toCode]) => {
      // psql's own failure first (it names the statement); pg_restore then only met a closed pipe.
      if (toCode !== 0 && !killed) {
        reject(new OpsError(`${consumer.path} failed (${toCode}):\n${tail(stderr.to)}`));
      } else if (fromCode !== 0) {
        reject(new OpsError(`${producer.path} failed (${fromCode}):\n${tail(stderr.from)}`));
      } else if (toCode !== 0) {
        reject(new OpsError(`${consumer.path} failed (${toCode}):\n${tail(stderr.to)}`));
      } else resolve();
    });
  });
}
