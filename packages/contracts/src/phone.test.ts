import { describe, expect, it } from "vitest";
import { normalisePhone, withCountryCode } from "./phone.js";

describe("normalisePhone", () => {
  it("when a UAE mobile arrives in any usual form, then it becomes +9715…", () => {
    for (const form of [
      "+971501234567",
      "971501234567",
      "00971501234567",
      "0501234567",
      "501234567",
      "+971 50 123 4567",
    ]) {
      expect(normalisePhone(form)).toBe("+971501234567");
    }
  });
  it("when a UAE landline is given, then it keeps 8 national digits", () => {
    expect(normalisePhone("025551234")).toBe("+97125551234");
  });
  it("when it is not a phone number, then null", () => {
    for (const bad of ["", "abc", "12", "+97112", "0501234", "97150123456789"])
      expect(normalisePhone(bad)).toBeNull();
  });
  it("when another country's number has its code, then it is kept", () => {
    expect(normalisePhone("+447700900123")).toBe("+447700900123");
  });
});

describe("withCountryCode", () => {
  it("when the UAE is selected, then every UAE form reads as the same number", () => {
    for (const typed of [
      "+971501234567",
      "971501234567",
      "00971501234567",
      "0501234567",
      "501234567",
      "050-123 4567",
    ]) {
      expect(normalisePhone(withCountryCode("971", typed))).toBe("+971501234567");
    }
  });
  it("when another country is selected, then its code goes before the national number", () => {
    expect(normalisePhone(withCountryCode("966", "0501234567"))).toBe("+966501234567");
  });
  it("when another country is selected but the number is international, then it keeps its own code", () => {
    expect(normalisePhone(withCountryCode("966", "+971501234567"))).toBe("+971501234567");
    expect(normalisePhone(withCountryCode("966", "00971501234567"))).toBe("+971501234567");
  });
});
