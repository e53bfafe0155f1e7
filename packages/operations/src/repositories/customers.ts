// Customers as the operator rules find them: by their unique email or phone.
import type { Prisma } from "@carcare/db";
import type { Db } from "./db.js";

export const customerFields = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
} as const satisfies Prisma.UserSelect;
export type CustomerRow = Prisma.UserGetPayload<{ select: typeof customerFields }>;

export const findCustomerByEmail = (db: Db, email: string): Promise<CustomerRow | null> =>
  db.user.findUnique({ where: { email }, select: customerFields });

export const findCustomerByPhone = (db: Db, phone: string): Promise<CustomerRow | null> =>
  db.user.findUnique({ where: { phone }, select: customerFields });

/** Holds the customer's row for the rest of the transaction: one change of theirs at a time. */
export async function lockCustomer(tx: Db, id: number): Promise<void> {
  await tx.$executeRaw`select id from users where id = ${id} for update`;
}
