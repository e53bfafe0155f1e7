import type { Address } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { addressLines, withDefault } from "./address-list";

const address = (id: number, overrides: Partial<Address> = {}): Address => ({
  id,
  name: `Customer ${id}`,
  phone_number: "+971501234567",
  street: "Airport Road",
  building_name: "Tower A",
  floor_apartment_no: "12B",
  landmark: null,
  area_district: "Al Khalidiya",
  city: "Al Ain",
  state: "Abu Dhabi",
  zip_code: "",
  country: "United Arab Emirates",
  address_type: "Home",
  is_default: false,
  ...overrides,
});

describe("withDefault", () => {
  it("when an address is chosen, then it is the only default", () => {
    const list = [address(1, { is_default: true }), address(2), address(3)];
    expect(withDefault(list, 3).map((a) => [a.id, a.is_default])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(list[0]?.is_default).toBe(true);
  });
});

describe("addressLines", () => {
  it("when the zip and landmark are empty, then no empty parts or dangling commas are shown", () => {
    expect(addressLines(address(1))).toEqual([
      "Tower A, 12B, Airport Road",
      "Al Khalidiya",
      "Al Ain, Abu Dhabi, United Arab Emirates",
    ]);
  });

  it("when a landmark and a zip are given, then both are shown", () => {
    expect(addressLines(address(1, { landmark: "Near the mall", zip_code: "00000" }))).toEqual([
      "Tower A, 12B, Airport Road",
      "Al Khalidiya, Near the mall",
      "Al Ain, Abu Dhabi, United Arab Emirates, 00000",
    ]);
  });
});
