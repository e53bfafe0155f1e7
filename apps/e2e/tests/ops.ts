import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const REPO_ROOT = join(import.meta.dirname, "..", "..", "..");

/** Today in Abu Dhabi as YYYY-MM-DD: the operator CLI's days are the store's. */
export const todayInAbuDhabi = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date());

/**
 * Assigns `plan` (name:TYPE:months) from today to the customer with `phone`, through the operator
 * CLI against the e2e server's database (docs/operators.md); `replace` ends a plan they already have.
 */
export async function assignPlan(
  phone: string,
  plan: string,
  vendors: string[],
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  const args = ["subscriptions", "assign", "--customer", phone, "--plan", plan];
  args.push("--start", todayInAbuDhabi());
  if (vendors.length > 0) args.push("--vendors", vendors.join(","));
  if (replace) args.push("--replace");
  await ops(...args);
}

/**
 * Runs an operator CLI command against the e2e server's database and answers its standard output
 * (docs/operators.md): for example `ops("coupons", "activate", "WELCOME10")`. It runs the built CLI
 * (`pnpm ops` would first check the build of its packages through turbo, which can take a minute on
 * a busy machine; the e2e server is the build too).
 */
export async function ops(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const cli = join(REPO_ROOT, "apps", "ops", "dist", "cli.js");
  const { stdout } = await run(process.execPath, [cli, ...args], { cwd: REPO_ROOT, env });
  return stdout;
}
