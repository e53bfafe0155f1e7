import { createDb, type Db, type PrismaClient } from "@carcare/db";
import { createTestDatabase } from "@carcare/db/testing";
import { inject } from "vitest";

export interface TestDatabase {
  /** For the tests' own setup and checks. */
  prisma: PrismaClient;
  /** What the rules take: the same database through the store's one seam. */
  db: Db;
  close(): Promise<void>;
}

/** A fresh migrated database of this test file's own. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase(inject("testDbAdminUrl"), inject("testDbTemplate"));
  const { db, prisma, close } = createDb(database.url, { poolSize: 5 });
  return {
    prisma,
    db,
    close: async () => {
      await close();
      await database.drop();
    },
  };
}

let customerSeq = 0;

/** A customer straight in the database (the rules never log anyone in, so any hash will do). */
export async function createCustomer(
  prisma: PrismaClient,
  overrides: { email?: string; phone?: string; firstName?: string } = {},
) {
  customerSeq += 1;
  const unique = `${process.pid % 1000}${customerSeq}`.padStart(7, "0").slice(-7);
  return prisma.user.create({
    data: {
      firstName: overrides.firstName ?? "Khalid",
      lastName: `Rules${customerSeq}`,
      email: overrides.email ?? `rules.customer${unique}@example.com`,
      phone: overrides.phone ?? `+97155${unique}`,
      passwordHash: "not-used-by-these-tests",
    },
  });
}
