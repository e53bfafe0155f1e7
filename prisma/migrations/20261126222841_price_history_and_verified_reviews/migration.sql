-- AlterTable
ALTER TABLE "product_reviews" ADD COLUMN     "verified_purchase" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "product_price_history" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "price_fils" INTEGER NOT NULL,
    "discount_percentage" INTEGER NOT NULL,
    "sale_price_fils" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "actor" TEXT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_price_history_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_price_history_product_id_changed_at_idx" ON "product_price_history"("product_id", "changed_at");

-- AddForeignKey
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand below (issue 25, docs/decisions/017): Prisma's schema cannot express triggers.

-- Every price a product has had is recorded by the database itself, whoever writes it (the operator
-- CLI's imports, the demo seed, a manual fix in psql): no writer can forget. A writer names itself for
-- the rest of its transaction with
--   SELECT set_config('carcare.price_source', 'import', true), set_config('carcare.price_actor', 'ops:maryam', true);
-- a writer that says nothing is recorded as 'unknown', with no actor.
CREATE FUNCTION "record_product_price"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer text := left(coalesce(nullif(btrim(current_setting('carcare.price_source', true)), ''), 'unknown'), 40);
  who text := left(nullif(btrim(current_setting('carcare.price_actor', true)), ''), 100);
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- One statement for all the new products (an import of thousands stays one insert).
    INSERT INTO "product_price_history" (product_id, price_fils, discount_percentage, sale_price_fils, source, actor, changed_at)
      SELECT n.id, n.price_fils, n.discount_percentage, n.sale_price_fils, writer, who, now() FROM new_rows n;
  ELSE
    INSERT INTO "product_price_history" (product_id, price_fils, discount_percentage, sale_price_fils, source, actor, changed_at)
      VALUES (NEW.id, NEW.price_fils, NEW.discount_percentage, NEW.sale_price_fils, writer, who, now());
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "products_price_history_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_product_price"();
-- A row trigger whose WHEN is tested inline: the store's stock and rating updates (checkout, reviews)
-- never call the function.
CREATE TRIGGER "products_price_history_update" AFTER UPDATE OF price_fils, discount_percentage, sale_price_fils ON "products"
  FOR EACH ROW
  WHEN ((OLD.price_fils, OLD.discount_percentage, OLD.sale_price_fils)
        IS DISTINCT FROM (NEW.price_fils, NEW.discount_percentage, NEW.sale_price_fils))
  EXECUTE FUNCTION "record_product_price"();

-- One row per existing product. Its prices are known to have held since the product's last change
-- (updated_at; every writer of prices sets it), not before: so a product last changed within the
-- last 7 days shows no 'Lowest price in 7 days' badge until its history covers them.
INSERT INTO "product_price_history" (product_id, price_fils, discount_percentage, sale_price_fils, source, actor, changed_at)
  SELECT id, price_fils, discount_percentage, sale_price_fils, 'migration', NULL, updated_at FROM "products";

-- Existing reviews, as if the rule had always held: the author has a confirmed, shipped or delivered
-- order with the product, or had one confirmed after writing the review (cancelled since).
UPDATE "product_reviews" r SET verified_purchase = true
WHERE EXISTS (
  SELECT 1 FROM "orders" o JOIN "order_lines" l ON l.order_id = o.id
  WHERE o.user_id = r.user_id AND l.product_id = r.product_id
    AND (o.status IN ('confirmed', 'shipped', 'delivered')
         OR EXISTS (SELECT 1 FROM "order_events" e
                    WHERE e.order_id = o.id AND e.to_status = 'confirmed' AND e.created_at >= r.created_at))
);
