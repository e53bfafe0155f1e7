// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database.
import { openDatabase } from "../database.js";
import { applyMigrations } from "../migrate.js";
import { MIGRATIONS_DIR } from "../paths.js";
import { cliEnv } from "./env.js";

const db = await openDatabase(cliEnv());
try {
  const result = await applyMigrations(db.url, MIGRATIONS_DIR);
  for (const name of result.applied) console.log(`applied ${name}`);
  for (const name of result.modified) console.warn(`warning: ${name} changed after it was applied`);
  console.log(`${result.applied.length} applied, ${result.alreadyApplied} already in place`);
} finally {
  await db.close();
}
