export {
  createDb,
  createPrismaClient,
  KEEP_CONNECTIONS,
  PRICE_ACTOR_SETTING,
  poolConfig,
  PRICE_SOURCE_SETTING,
  type OwnDb,
  type PrismaOptions,
} from "./client.js";
export { Db, execute, prismaOf, queryRows, statementName, Tx, withTransaction } from "./seam.js";
export {
  openDatabase,
  EMBEDDED_DATABASE_NAME,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from "./database.js";
export {
  startEmbeddedCluster,
  EmbeddedClusterRefusal,
  ensureDatabase,
  takeOverShutdownSignals,
  RESTART_DELAYS_MS,
  type ClusterSupervision,
  type EmbeddedCluster,
  type StartClusterOptions,
} from "./embedded.js";
export { applyMigrations, readMigrations, type MigrateResult, type MigrationFile } from "./migrate.js";
export { REPO_ROOT, DEFAULT_DATA_DIR, MIGRATIONS_DIR, SCHEMA_PATH } from "./paths.js";
export { seedDemoData, seedIfEmpty, type SeedSummary, type SeedCounts } from "./seed/seed.js";
export { DEMO_CUSTOMER } from "./seed/data.js";
export { SHOPPER_VISIBLE, shopperVisible } from "./shopper-visible.js";
export * from "./generated/prisma/client.js";
