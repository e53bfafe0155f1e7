import { m } from "../paraglide/messages.js";

// The UAE's emirates, the delivery cities and the country as the API stores them (English), in the
// page's language: an Arabic page never shows "Abu Dhabi, United Arab Emirates".
const PLACE_WORDS: Record<string, () => string> = {
  "Abu Dhabi": m.services_emirate_abuDhabi,
  Dubai: m.services_emirate_dubai,
  Sharjah: m.services_emirate_sharjah,
  Ajman: m.services_emirate_ajman,
  "Umm Al Quwain": m.services_emirate_ummAlQuwain,
  "Ras Al Khaimah": m.services_emirate_rasAlKhaimah,
  Fujairah: m.services_emirate_fujairah,
  "Al Ain": m.addresses_city_alAin,
  "Khor Fakkan": m.addresses_city_khorFakkan,
  "Dibba Al-Fujairah": m.addresses_city_dibba,
  "United Arab Emirates": m.addresses_countryName,
};

/** A stored emirate, city or country name in the page's language; any other text as it is. */
export function placeName(name: string): string {
  return PLACE_WORDS[name]?.() ?? name;
}
