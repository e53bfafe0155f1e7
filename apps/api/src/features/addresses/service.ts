import {
  type AddAddressData,
  type Address,
  MAX_ADDRESSES_PER_CUSTOMER,
  UAE_CITIES,
} from "@carcare/contracts";
import { type Db, withTransaction } from "../../lib/database.js";
import { badRequest, notFound } from "../../lib/errors.js";
import * as repo from "./repository.js";

export function toAddress(row: repo.AddressRow, defaultId: number | null): Address {
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phoneNumber,
    street: row.street,
    building_name: row.buildingName,
    floor_apartment_no: row.floorApartmentNo,
    landmark: row.landmark,
    area_district: row.areaDistrict,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
    address_type: row.addressType === "OFFICE" ? "Office" : "Home",
    is_default: row.id === defaultId,
  };
}

/** The customer's addresses, the default first, then newest first. */
export async function getAddresses(db: Db, userId: number): Promise<Address[]> {
  const [rows, defaultId] = await Promise.all([
    repo.listAddresses(db, userId),
    repo.defaultAddressId(db, userId),
  ]);
  return rows
    .map((row) => toAddress(row, defaultId))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** Adds an address; the customer's first address becomes the default. */
export async function addAddress(db: Db, userId: number, input: AddAddressData): Promise<Address> {
  return withTransaction(db, async (tx) => {
    await repo.lockCustomer(tx, userId);
    if ((await repo.countAddresses(tx, userId)) >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw badRequest(
        `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Please delete one first.`,
      );
    }
    const row = await repo.createAddress(tx, {
      userId,
      name: input.name,
      phoneNumber: input.phone_number,
      street: input.street,
      buildingName: input.building_name,
      floorApartmentNo: input.floor_apartment_no,
      landmark: input.landmark ?? null,
      areaDistrict: input.area_district,
      city: input.city,
      state: UAE_CITIES[input.city],
      zipCode: "",
      country: input.country,
      addressType: input.address_type === "Office" ? "OFFICE" : "HOME",
    });
    let defaultId = await repo.defaultAddressId(tx, userId);
    if (defaultId === null) {
      await repo.setDefaultAddress(tx, userId, row.id);
      defaultId = row.id;
    }
    return toAddress(row, defaultId);
  });
}

/**
 * Makes an own address the default. The check and the write share one transaction under the
 * customer's row lock, the lock removeAddress takes too: otherwise a delete landing between them
 * leaves the write pointing at a gone row (a foreign-key error, once a 500).
 */
export async function makeDefault(db: Db, userId: number, addressId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await repo.lockCustomer(tx, userId);
    const own = await repo.findOwnAddress(tx, userId, addressId);
    if (!own) throw notFound("Address not found");
    await repo.setDefaultAddress(tx, userId, addressId);
  });
}

/** Deletes an own address; when it was the default, the newest remaining one becomes the default. */
export async function removeAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await repo.lockCustomer(tx, userId);
    const own = await repo.findOwnAddress(tx, userId, addressId);
    if (!own) throw notFound("Address not found");
    const wasDefault = (await repo.defaultAddressId(tx, userId)) === addressId;
    await repo.deleteAddress(tx, addressId);
    if (wasDefault) {
      const [next] = await repo.listAddresses(tx, userId);
      await repo.setDefaultAddress(tx, userId, next?.id ?? null);
    }
  });
}
