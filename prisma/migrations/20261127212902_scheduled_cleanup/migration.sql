-- CreateTable
CREATE TABLE "scheduled_runs" (
    "name" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "result" JSONB,

    CONSTRAINT "scheduled_runs_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "refresh_tokens_expires_at_idx" ON "refresh_tokens"("expires_at");

