import type { Prisma, PrismaClient } from "@carcare/db";

type Db = PrismaClient | Prisma.TransactionClient;

export const listAddresses = (db: Db, userId: number) =>
  db.address.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });

export const findOwnAddress = (db: Db, userId: number, id: number) =>
  db.address.findFirst({ where: { id, userId } });

export async function defaultAddressId(db: Db, userId: number): Promise<number | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { defaultAddressId: true } });
  return user?.defaultAddressId ?? null;
}

export const countAddresses = (db: Db, userId: number) => db.address.count({ where: { userId } });

export const createAddress = (db: Db, data: Prisma.AddressUncheckedCreateInput) =>
  db.address.create({ data });

export const setDefaultAddress = (db: Db, userId: number, addressId: number | null) =>
  db.user.update({ where: { id: userId }, data: { defaultAddressId: addressId } });

export const deleteAddress = (db: Db, id: number) => db.address.delete({ where: { id } });

/** Serialises one customer's address and order changes (row lock on the customer). */
export async function lockCustomer(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  await tx.$queryRaw`select id from users where id = ${userId} for update`;
}
