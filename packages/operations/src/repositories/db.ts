// The one database handle type of the operator rules and the one place their transactions start.
import type { Prisma, PrismaClient } from "@carcare/db";

export type { PrismaClient, SubscriptionStatus } from "@carcare/db";

/** The client, or the transaction a rule is running in. */
export type Db = PrismaClient | Prisma.TransactionClient;
/** A handle inside a transaction: the rules pass it on to repository functions, never query with it. */
export type Tx = Prisma.TransactionClient;

/** Generous bounds: an operator's change waits behind the store's checkouts, never the other way. */
const TRANSACTION = { maxWait: 10_000, timeout: 20_000 } as const;

/** Runs `work` in one transaction: all of it commits, or none of it. */
export function inTransaction<T>(prisma: PrismaClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(work, TRANSACTION);
}
