-- DropIndex
DROP INDEX "products_created_at_idx";

-- CreateIndex
CREATE INDEX "products_created_at_id_idx" ON "products"("created_at", "id");

