-- Issue 31 point 2: an email is never lost or claimed as sent when it was not. The outbox keeps
-- what was not sent at once: stored (no SMTP_URL, or MAIL_DISABLED=true: never sent), pending (SMTP
-- refused or was down: the store's worker retries it with backoff, one worker per row through
-- FOR UPDATE SKIP LOCKED), sent, failed (gave up; `pnpm ops emails retry <id>`). Existing rows are
-- the dev outbox's: stored. Attachments (tax document PDFs) are kept so a retry sends them again.

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('stored', 'pending', 'sent', 'failed');

-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "attachments" JSONB,
ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "last_error" TEXT,
ADD COLUMN     "next_attempt_at" TIMESTAMPTZ(3),
ADD COLUMN     "sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "status" "OutboxStatus" NOT NULL DEFAULT 'stored';

-- CreateIndex
CREATE INDEX "outbox_emails_status_next_attempt_at_idx" ON "outbox_emails"("status", "next_attempt_at");

