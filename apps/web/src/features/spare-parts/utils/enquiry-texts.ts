import { m } from "../../../paraglide/messages.js";

// The spare-parts chat messages of spec section 7 (its spelling and grammar slips corrected), in the
// page's language.

/** The item-code box's message. */
export function itemCodeMessage(code: string): string {
  return m.spareParts_chat_itemCode({ code });
}

/** The chassis-number box's message. */
export function chassisMessage(number: string): string {
  return m.spareParts_chat_chassis({ number });
}

/** A partner brand tile's message. */
export function brandMessage(brand: string): string {
  return m.spareParts_chat_brand({ brand });
}

/** The 8 partner brand tiles (spec section 9): name and logo under /img/brands. */
export const PARTNER_BRANDS = [
  { name: "Bosch", logo: "/img/brands/bosch.svg" },
  { name: "Brembo", logo: "/img/brands/brembo.svg" },
  { name: "NGK", logo: "/img/brands/ngk.svg" },
  { name: "Castrol", logo: "/img/brands/castrol.svg" },
  { name: "Michelin", logo: "/img/brands/michelin.svg" },
  { name: "Bilstein", logo: "/img/brands/bilstein.svg" },
  { name: "Philips", logo: "/img/brands/philips.svg" },
  { name: "Osram", logo: "/img/brands/osram.svg" },
] as const;
