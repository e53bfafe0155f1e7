import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root, found from this package (src/ or dist/ alike). */
export const REPO_ROOT = resolve(here, "..", "..", "..");
export const PRISMA_DIR = join(REPO_ROOT, "prisma");
export const SCHEMA_PATH = join(PRISMA_DIR, "schema.prisma");
export const MIGRATIONS_DIR = join(PRISMA_DIR, "migrations");
/** Default home of the embedded database and other local data (git-ignored). */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, ".data");
/** The db package root, where prisma.config.ts lives. */
export const DB_PACKAGE_DIR = resolve(here, "..");
