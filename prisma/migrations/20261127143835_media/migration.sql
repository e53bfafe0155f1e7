-- CreateTable
CREATE TABLE "media" (
    "hash" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "widths" INTEGER[],
    "file_name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_pkey" PRIMARY KEY ("hash")
);


-- Written by hand below (issue 30): Prisma's schema cannot express CHECK rules.
ALTER TABLE "media" ADD CONSTRAINT "media_hash_check" CHECK ("hash" ~ '^[0-9a-f]{16}$');
ALTER TABLE "media" ADD CONSTRAINT "media_size_check" CHECK ("width" >= 400 AND "height" >= 1);
ALTER TABLE "media" ADD CONSTRAINT "media_widths_check" CHECK (cardinality("widths") >= 1);
