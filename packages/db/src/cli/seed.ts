// `pnpm db:seed`: applies pending migrations, then loads the demo data (idempotent) into DATABASE_URL,
// or into the embedded database.
import { createPrismaClient } from "../client.js";
import { openDatabase } from "../database.js";
import { applyMigrations } from "../migrate.js";
import { MIGRATIONS_DIR } from "../paths.js";
import { formatSeedSummary, seedDemoData } from "../seed/seed.js";
import { cliEnv } from "./env.js";

const db = await openDatabase(cliEnv());
try {
  const result = await applyMigrations(db.url, MIGRATIONS_DIR);
  for (const name of result.applied) console.log(`applied ${name}`);
  for (const name of result.modified) console.warn(`warning: ${name} changed after it was applied`);
  const prisma = createPrismaClient(db.url, { poolSize: 2 });
  try {
    const summary = await seedDemoData(prisma);
    console.log(formatSeedSummary(summary));
  } finally {
    await prisma.$disconnect();
  }
} finally {
  await db.close();
}
