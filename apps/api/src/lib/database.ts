/**
 * The API's one way to PostgreSQL (docs/decisions/011-one-data-seam.md): the store's shared seam,
 * `Db`/`Tx`, `withTransaction`, and the repositories' `prismaOf`, `queryRows` and `execute`, defined
 * once in @carcare/db (the operator rules and the CLI use the same ones) and re-exported here so
 * features take them from lib/database.js and the lint rules keep the internals in repositories.
 */
export { Db, execute, prismaOf, queryRows, Tx, withTransaction } from "@carcare/db";
