-- AlterTable
ALTER TABLE "coupons" ADD COLUMN     "name_ar" TEXT;

