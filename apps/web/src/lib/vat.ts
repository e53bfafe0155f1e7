import { aedToFils, filsToAed, vatPartFils } from "@carcare/contracts";

/**
 * The VAT part, AED, of a VAT-inclusive grand total in AED at the store's rate (store_info's
 * vat_rate_percent): what the cart and address pages show before an order exists, by the same
 * function the server keeps an order's VAT with (decision 023). An order's pages show its own `vat`.
 */
export function vatPartOf(grandTotal: number, ratePercent: number): number {
  return filsToAed(vatPartFils(aedToFils(grandTotal), ratePercent));
}
