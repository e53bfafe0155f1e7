-- DropIndex
DROP INDEX "products_brand_id_sale_price_fils_idx";

-- CreateIndex
CREATE INDEX "products_brand_id_sale_price_fils_id_created_at_category_id_idx" ON "products"("brand_id", "sale_price_fils", "id", "created_at", "category_id", "name");

-- CreateIndex
CREATE INDEX "products_brand_id_created_at_id_sale_price_fils_category_id_idx" ON "products"("brand_id", "created_at", "id", "sale_price_fils", "category_id", "name");

