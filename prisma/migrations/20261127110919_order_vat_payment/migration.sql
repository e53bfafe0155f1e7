-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('whatsapp', 'pay_on_delivery');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "cod_fee_fils" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "paid_at" TIMESTAMPTZ(3),
ADD COLUMN     "payment_method" "PaymentMethod" NOT NULL DEFAULT 'whatsapp',
ADD COLUMN     "vat_fils" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "vat_rate_percent" INTEGER NOT NULL DEFAULT 5;

-- AlterTable
ALTER TABLE "order_events" ADD COLUMN     "emailed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "credit_notes" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_order_id_key" ON "credit_notes"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_invoice_id_key" ON "credit_notes"("invoice_id");

-- CreateIndex
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes"("number");

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Orders placed before this change: catalogue prices were already what customers paid, so their
-- grand totals are read as VAT-inclusive at 5%; the VAT part rounded half up to the fils
-- (the same rule as vatPartFils in @carcare/contracts).
UPDATE "orders" SET "vat_fils" = ("grand_total_fils" * 5 * 2 + 105) / 210;

-- Their payment was received when an operator confirmed them.
UPDATE "orders" o SET "paid_at" = e."first_confirmed"
FROM (
  SELECT "order_id", min("created_at") AS "first_confirmed"
  FROM "order_events" WHERE "to_status" = 'confirmed' GROUP BY "order_id"
) e
WHERE e."order_id" = o."id";
