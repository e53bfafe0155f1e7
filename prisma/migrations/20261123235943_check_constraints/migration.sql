-- Written by hand: Prisma's schema cannot express CHECK constraints, so schema.prisma is unchanged and
-- these rules live only here (issue 18 point 10). The services already keep to them; the database now
-- refuses a row that breaks them whatever writes it (the ops importer, a manual fix, a future bug).
-- Adding a constraint checks every existing row: a violating row stops the migration, on purpose,
-- rather than being changed silently.

-- Stock is never negative: place_order takes stock only where enough is left.
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("stock" >= 0);

-- A cart line holds 1 to 10 of a product (spec: quantity 1-10; removing a line deletes it).
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_check" CHECK ("quantity" BETWEEN 1 AND 10);

-- Product reviews and vendor ratings are 1 to 5 stars.
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "service_ratings" ADD CONSTRAINT "service_ratings_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
