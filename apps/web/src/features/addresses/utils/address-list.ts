import type { Address } from "@carcare/contracts";
import { placeName } from "../../../lib/places";

/** The list with `addressId` as the only default (what the server does on set_default_address). */
export function withDefault(addresses: readonly Address[], addressId: number): Address[] {
  return addresses.map((address) => ({ ...address, is_default: address.id === addressId }));
}

/** The address's lines as the list shows them: street details, then city, emirate, country and zip. */
export function addressLines(address: Address): string[] {
  const street = [address.building_name, address.floor_apartment_no, address.street]
    .filter((part) => part.trim() !== "")
    .join(", ");
  const area = [address.area_district, address.landmark ?? ""]
    .filter((part) => part.trim() !== "")
    .join(", ");
  const place = [
    placeName(address.city),
    placeName(address.state),
    placeName(address.country),
    address.zip_code,
  ]
    .filter((part) => part.trim() !== "")
    .join(", ");
  return [street, area, place].filter((line) => line !== "");
}
