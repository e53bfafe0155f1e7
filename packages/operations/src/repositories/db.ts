// The operator rules' way to the database: the store's one seam (decision 011), shared with the API
// and the CLI. Rules hold a `Db` and open a unit of work with `withTransaction`; only the repositories
// here reach the clients, through `prismaOf` (outside a unit of work) and `queryRows`/`execute` (SQL).
export { Db, execute, prismaOf, queryRows, Tx, withTransaction } from "@carcare/db";
export type { SubscriptionStatus } from "@carcare/db";
