// Customers as the operator rules find them: by their unique email or phone.
import { Prisma } from "@carcare/db";
import { type Db, execute, prismaOf, type Tx } from "./db.js";

export const customerFields = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
} as const satisfies Prisma.UserSelect;
export type CustomerRow = Prisma.UserGetPayload<{ select: typeof customerFields }>;

export const findCustomerByEmail = (db: Db, email: string): Promise<CustomerRow | null> =>
  prismaOf(db).user.findUnique({ where: { email }, select: customerFields });

export const findCustomerByPhone = (db: Db, phone: string): Promise<CustomerRow | null> =>
  prismaOf(db).user.findUnique({ where: { phone }, select: customerFields });

/** Holds the customer's row for the rest of the transaction: one change of theirs at a time. */
export async function lockCustomer(tx: Tx, id: number): Promise<void> {
  await execute(tx, Prisma.sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`);
}
