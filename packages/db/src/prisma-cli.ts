import { spawn } from "node:child_process";
import { join } from "node:path";
import { DB_PACKAGE_DIR } from "./paths.js";

/** Runs the Prisma CLI offline (see scripts/prisma.mjs) and returns its exit code and output. */
export function runPrismaCli(
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(DB_PACKAGE_DIR, "scripts", "prisma.mjs"), ...args], {
      cwd: DB_PACKAGE_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code: code ?? 1, stdout, stderr }));
  });
}

/**
 * The SQL that takes a database from one datamodel to another. `from` is a schema file, or null
 * for an empty database. Only datamodels are compared: the CLI's wasm engine cannot introspect.
 */
export async function diffDatamodels(from: string | null, to: string, databaseUrl: string): Promise<string> {
  const fromArgs = from === null ? ["--from-empty"] : ["--from-schema-datamodel", from];
  const result = await runPrismaCli(
    ["migrate", "diff", ...fromArgs, "--to-schema-datamodel", to, "--script"],
    databaseUrl,
  );
  if (result.code !== 0) throw new Error(`prisma migrate diff failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}
