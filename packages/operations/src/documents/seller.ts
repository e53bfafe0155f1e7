// Who issues the store's tax documents: the seller's legal name, address and Tax Registration
// Number, from the settings STORE_LEGAL_NAME, STORE_ADDRESS and STORE_TRN (the API's env.ts and
// pnpm ops read them alike).
import { badRequest } from "../errors.js";
import { STORE_NAME } from "../store-info.js";

/** The seller as a tax invoice names it; trn null while the store has none set (never in production). */
export interface SellerIdentity {
  legalName: string;
  address: string;
  trn: string | null;
}

/** The address when STORE_ADDRESS is not set. */
export const DEFAULT_STORE_ADDRESS = "Abu Dhabi, United Arab Emirates";

/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;

/** The seller from the settings as read (unset or blank ones take their defaults); refuses a TRN that is not 15 digits. */
export function sellerIdentity(settings: {
  STORE_LEGAL_NAME?: string | undefined;
  STORE_ADDRESS?: string | undefined;
  STORE_TRN?: string | undefined;
}): SellerIdentity {
  const trn = settings.STORE_TRN?.trim() || null;
  if (trn !== null && !TRN_PATTERN.test(trn)) {
    throw badRequest(`STORE_TRN must be the store's 15-digit Tax Registration Number, got "${trn}".`);
  }
  return {
    legalName: settings.STORE_LEGAL_NAME?.trim() || STORE_NAME,
    address: settings.STORE_ADDRESS?.trim() || DEFAULT_STORE_ADDRESS,
    trn,
  };
}
