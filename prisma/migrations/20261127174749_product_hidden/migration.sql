-- Issue 31: an operator hides a product from the store without deleting it (`pnpm ops products hide`).
-- Shopper reads filter on NOT hidden; orders, invoices and reviews keep pointing at the product.
-- Changing it sends catalogue_changed '*' through the existing products trigger (any column other
-- than stock and ratings), so every worker's copies drop it at once.

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;
