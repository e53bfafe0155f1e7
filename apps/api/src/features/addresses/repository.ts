import { type Address, Prisma, type User } from "@carcare/db";
import { type Db, execute, queryRows, type Tx } from "../../lib/database.js";

/** An address row as the schema's model has it (the SELECT aliases its columns to the fields). */
export type AddressRow = Address;

const ADDRESS_COLUMNS = Prisma.sql`
  id, user_id AS "userId", name, phone_number AS "phoneNumber", street,
  building_name AS "buildingName", floor_apartment_no AS "floorApartmentNo", landmark,
  area_district AS "areaDistrict", city, state, zip_code AS "zipCode", country,
  address_type AS "addressType", created_at AS "createdAt"`;

/** The customer's addresses, newest first. */
export const listAddresses = (db: Db | Tx, userId: number) =>
  queryRows<AddressRow>(
    db,
    Prisma.sql`
    SELECT ${ADDRESS_COLUMNS} FROM addresses
    WHERE user_id = ${userId}
    ORDER BY created_at DESC, id DESC`,
  );

/** The customer's own address; null for another customer's or none. */
export async function findOwnAddress(tx: Tx, userId: number, id: number): Promise<AddressRow | null> {
  const rows = await queryRows<AddressRow>(
    tx,
    Prisma.sql`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ${id} AND user_id = ${userId}`,
  );
  return rows[0] ?? null;
}

export async function defaultAddressId(db: Db | Tx, userId: number): Promise<number | null> {
  const rows = await queryRows<Pick<User, "defaultAddressId">>(
    db,
    Prisma.sql`SELECT default_address_id AS "defaultAddressId" FROM users WHERE id = ${userId}`,
  );
  return rows[0]?.defaultAddressId ?? null;
}

export async function countAddresses(tx: Tx, userId: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    tx,
    Prisma.sql`SELECT count(*)::int AS count FROM addresses WHERE user_id = ${userId}`,
  );
  return rows[0]?.count ?? 0;
}

export type NewAddress = Omit<AddressRow, "id" | "createdAt">;

export async function createAddress(tx: Tx, data: NewAddress): Promise<AddressRow> {
  const rows = await queryRows<AddressRow>(
    tx,
    Prisma.sql`
    INSERT INTO addresses (user_id, name, phone_number, street, building_name, floor_apartment_no,
                           landmark, area_district, city, state, zip_code, country, address_type)
    VALUES (${data.userId}, ${data.name}, ${data.phoneNumber}, ${data.street}, ${data.buildingName},
            ${data.floorApartmentNo}, ${data.landmark}, ${data.areaDistrict}, ${data.city}, ${data.state},
            ${data.zipCode}, ${data.country}, ${data.addressType}::"AddressType")
    RETURNING ${ADDRESS_COLUMNS}`,
  );
  return rows[0]!;
}

/** Points the customer's one default at an address (null: no default). */
export const setDefaultAddress = (tx: Tx, userId: number, addressId: number | null) =>
  execute(
    tx,
    Prisma.sql`
    UPDATE users SET default_address_id = ${addressId}::int, updated_at = now() WHERE id = ${userId}`,
  );

export const deleteAddress = (tx: Tx, id: number) =>
  execute(tx, Prisma.sql`DELETE FROM addresses WHERE id = ${id}`);

/** Serialises one customer's address and order changes (row lock on the customer). */
export async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  await execute(tx, Prisma.sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
}
