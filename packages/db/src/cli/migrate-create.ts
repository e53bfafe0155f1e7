// `pnpm db:migrate:create <name>`: writes the next migration from the change to prisma/schema.prisma.
// Each migration folder keeps a copy of the datamodel it leads to (schema.prisma), so the next one is
// the difference between that copy and the current schema: no database introspection is needed.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../database.js";
import { diffDatamodels } from "../prisma-cli.js";
import { MIGRATIONS_DIR, SCHEMA_PATH } from "../paths.js";
import { cliEnv } from "./env.js";

const name = (process.argv[2] ?? "")
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: pnpm db:migrate:create <name>   (for example: add_product_colour)");
  process.exit(2);
}
const previous = existsSync(MIGRATIONS_DIR)
  ? readdirSync(MIGRATIONS_DIR)
      .filter((entry) => existsSync(join(MIGRATIONS_DIR, entry, "schema.prisma")))
      .sort()
      .at(-1)
  : undefined;

// The CLI's adapter needs a reachable database to start, though the diff itself reads none.
const db = await openDatabase(cliEnv());
try {
  const sql = await diffDatamodels(
    previous ? join(MIGRATIONS_DIR, previous, "schema.prisma") : null,
    SCHEMA_PATH,
    db.url,
  );
  if (!/^\s*[A-Z]/m.test(sql.replace(/^--.*$/gm, ""))) {
    console.log("prisma/schema.prisma has no changes since the last migration: nothing to create.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "migration.sql"), sql);
    copyFileSync(SCHEMA_PATH, join(folder, "schema.prisma"));
    console.log(`created ${folder}/migration.sql; review it, then apply with pnpm db:migrate`);
  }
} finally {
  await db.close();
}
