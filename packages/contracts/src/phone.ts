import { UAE_DIAL_CODE } from "./constants.js";

/**
 * Normalises a phone number to E.164 ("+971501234567"). UAE numbers may arrive as +971…, 971…,
 * 00971…, 05… or 5…; other countries need their country code. Null when it is not a phone number.
 */
export function normalisePhone(input: string): string | null {
  const raw = input.trim();
  if (!/^[+\d\s\-().]+$/.test(raw)) return null;
  let digits = raw.replace(/\D/g, "");
  if (raw.startsWith("+")) {
    // already international
  } else if (digits.startsWith("00")) {
    digits = digits.slice(2);
  } else if (digits.startsWith("971")) {
    // UAE with country code, no plus (what the existing clients send)
  } else if (digits.startsWith("0")) {
    digits = `971${digits.slice(1)}`;
  } else if (/^[1-9]\d{7,8}$/.test(digits)) {
    digits = `971${digits}`;
  }
  if (digits.startsWith("971")) {
    // UAE: 8 digits for landlines (2, 3, 4, 6, 7, 9 areas), 9 for mobiles (5x).
    const national = digits.slice(3);
    if (!/^(5\d{8}|[2-46-9]\d{7})$/.test(national)) return null;
  } else if (digits.length < 8 || digits.length > 15) {
    return null;
  }
  return `+${digits}`;
}

/**
 * What normalisePhone should read for a number typed beside a country-code select: for the UAE the
 * text as typed (normalisePhone knows every UAE form: 05…, 5…, 971…, +971…, 00971…); for another
 * country its code before the national number, unless the number already starts with + or 00.
 */
export function withCountryCode(dial: string, typed: string): string {
  const text = typed.trim();
  if (dial === UAE_DIAL_CODE || /^(\+|00)/.test(text) || !/^[\d\s\-().]+$/.test(text)) return text;
  return `+${dial}${text.replace(/\D/g, "").replace(/^0+/, "")}`;
}
