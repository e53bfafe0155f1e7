// An order's tax document by its reference, for the customer's download (the API) and the
// operator's (`pnpm ops orders invoice|credit-note`). Apart from tax-documents.ts, which orders.ts
// uses to attach the invoice to its email, so the two never import each other.
import { getOrder } from "../orders.js";
import type { Db } from "../repositories/db.js";
import type { SellerIdentity } from "./seller.js";
import { creditNotePdf, type TaxDocument, type TaxDocumentKind, taxInvoicePdf } from "./tax-documents.js";

/**
 * Loads the order (by id or order number) and makes its tax invoice or credit note: NOT_FOUND for no
 * such order, CONFLICT when the order has no such document (yet).
 */
export async function orderDocumentPdf(
  db: Db,
  ref: string | number,
  kind: TaxDocumentKind,
  seller: SellerIdentity,
): Promise<TaxDocument> {
  const order = await getOrder(db, ref);
  return kind === "invoice" ? taxInvoicePdf(order, seller) : creditNotePdf(order, seller);
}
