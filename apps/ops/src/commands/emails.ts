// `emails` and `emails retry <id>` (issue 31 point 2): what the store did not send (pending: SMTP
// refused it and the store retries it; failed: every try failed; with --all also stored: kept, never
// sent, and sent), and sending one now through SMTP_URL.
import { listOutboxEmails, type OutboxEmail, retryEmailNow } from "@carcare/operations";
import type { Command } from "commander";
import { type CommandContext, OpsError } from "../context.js";
import { abuDhabiTime, json, renderTable } from "../output.js";
import { positiveIntArg } from "./parsers.js";

function rowJson(row: OutboxEmail) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export function registerEmailCommands(program: Command, ctx: CommandContext): void {
  const emails = program
    .command("emails")
    .summary("list email not sent (pending, failed); retry one now")
    .description(
      "List the store's email that was not sent: pending (the mail server refused it or could not be\n" +
        "reached; the store retries it after 1 min, 5 min, 30 min, 2 h and 12 h) and failed (every try\n" +
        "failed). --all adds the emails kept without sending (stored: no SMTP_URL, or MAIL_DISABLED=true)\n" +
        "and those sent on a retry. `emails retry <id>` sends one now through SMTP_URL.",
    )
    .option("--all", "every email in the outbox, stored and sent ones too")
    .option("--limit <n>", "at most this many, newest first (default 100)", positiveIntArg)
    .option("--json", "machine-readable output")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops emails\n" +
        "  $ pnpm ops emails --all --limit 20\n" +
        "  $ SMTP_URL=smtp://mail.example:587 pnpm ops emails retry 42",
    )
    .action(async (options: { all?: boolean; limit?: number; json?: boolean }) => {
      const rows = await listOutboxEmails(await ctx.db(), {
        all: options.all ?? false,
        limit: options.limit ?? 100,
      });
      if (options.json) {
        ctx.stdout.write(json(rows.map(rowJson)));
        return;
      }
      if (rows.length === 0) {
        ctx.out(options.all ? "no email in the outbox" : "no email pending or failed");
        return;
      }
      ctx.out(
        renderTable(
          [
            { key: "id", title: "ID", right: true },
            { key: "status", title: "STATUS" },
            { key: "to", title: "TO" },
            { key: "subject", title: "SUBJECT" },
            { key: "attempts", title: "TRIES", right: true },
            { key: "next", title: "NEXT TRY (ABU DHABI)" },
            { key: "error", title: "LAST ERROR" },
          ],
          rows.map((row) => ({
            id: row.id,
            status: row.status,
            to: row.to,
            subject: row.subject,
            attempts: row.attempts,
            next: row.status === "pending" && row.nextAttemptAt ? abuDhabiTime(row.nextAttemptAt) : "",
            error: row.lastError ?? "",
          })),
        ),
      );
    });

  emails
    .command("retry")
    .description(
      "send one email of the outbox now through SMTP_URL (pending, failed or stored; never a sent one)",
    )
    .argument("<id>", "the email's id, as `pnpm ops emails` lists it", positiveIntArg)
    .option("--json", "machine-readable output")
    .action(async (id: number, options: { json?: boolean }) => {
      const mailer = await ctx.mailer();
      if (!mailer.deliver) {
        throw new OpsError(
          `email ${id} was not sent: ${mailer.notSending ?? "no SMTP_URL"}; set SMTP_URL to send it`,
        );
      }
      const outcome = await retryEmailNow(await ctx.db(), id, mailer.deliver);
      if (options.json) {
        ctx.stdout.write(
          json({
            id: outcome.id,
            to: outcome.to,
            sent: outcome.sent,
            error: outcome.error,
            next_attempt_at: outcome.nextAttemptAt?.toISOString() ?? null,
          }),
        );
      } else if (outcome.sent) {
        ctx.out(`email ${outcome.id} (${outcome.subject}) emailed to ${outcome.to}`);
      }
      if (!outcome.sent) {
        const next = outcome.nextAttemptAt
          ? `the store tries again at ${abuDhabiTime(outcome.nextAttemptAt)} Abu Dhabi time`
          : "it is failed: no more tries";
        throw new OpsError(`email ${outcome.id} to ${outcome.to} was not sent: ${outcome.error}; ${next}`);
      }
    });
}
