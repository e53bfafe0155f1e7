import { Db, type PrismaClient } from "@carcare/db";
import type { SqlPool } from "./sql.js";

/**
 * The API's one way to PostgreSQL (docs/decisions/011-one-data-seam.md): the store's shared seam,
 * `Db`/`Tx`, `withTransaction`, and the repositories' `prismaOf`, `queryRows` and `execute`, defined
 * once in @carcare/db (the operator rules and the CLI use the same ones) and re-exported here so
 * features take them from lib/database.js and the lint rules keep the internals in repositories.
 */
export { Db, execute, prismaOf, queryRows, Tx, withTransaction } from "@carcare/db";

const databases = new WeakMap<PrismaClient, Db>();

/**
 * The `Db` for an app's clients: the same object for the same clients, so routers built from one
 * AppDeps share it. (The assembly will hand a `Db` over directly; this keeps AppDeps unchanged meanwhile.)
 */
export function databaseOf(deps: { prisma: PrismaClient; sql: SqlPool }): Db {
  let db = databases.get(deps.prisma);
  if (db === undefined) {
    db = new Db(deps.prisma, deps.sql);
    databases.set(deps.prisma, db);
  }
  return db;
}
