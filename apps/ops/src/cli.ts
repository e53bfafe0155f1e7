// `pnpm ops <command>`: the operators' tool for the store's catalogue, plans, coupons, vendors,
// subscriptions and orders. Works on the store's own database: DATABASE_URL, else the embedded one.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { OperationError } from "@carcare/operations";
import { Command, CommanderError } from "commander";
import { registerCatalogueCommands } from "./commands/catalogue.js";
import { registerEmailCommands } from "./commands/emails.js";
import { registerImageCommands } from "./commands/images.js";
import { registerOrderCommands } from "./commands/orders.js";
import { registerReportCommands } from "./commands/reports.js";
import { registerSearchCommands } from "./commands/search.js";
import { registerSubscriptionCommands } from "./commands/subscriptions.js";
import { CommandContext, OpsError, type RunOptions, UsageError } from "./context.js";

export type { RunOptions } from "./context.js";

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

function buildProgram(ctx: CommandContext): Command {
  const program = new Command("pnpm ops")
    .description(
      "Operator tools for the CarCare store: import and export the catalogue, plans, coupons and\n" +
        "vendors; add images; assign subscriptions; move and cancel orders; see what searches found\n" +
        "nothing and edit the search's synonyms.\n\n" +
        "Works on the store's database: DATABASE_URL when set, otherwise the embedded PostgreSQL\n" +
        "under .data/ (DATA_DIR), joined if the store is running. Exit codes: 0 ok, 1 failure,\n" +
        "2 usage error.",
    )
    .option("--verbose", "show full error details (stack traces)")
    .exitOverride()
    .showHelpAfterError("(add --help for usage)")
    .configureOutput({
      writeOut: (text) => void ctx.stdout.write(text),
      writeErr: (text) => void ctx.stderr.write(text),
      getOutHelpWidth: () => 100,
      getErrHelpWidth: () => 100,
    })
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops import products examples/ops/products.csv\n" +
        "  $ pnpm ops images add photos/   (then name /media/… in the products file's image column)\n" +
        "  $ pnpm ops export coupons --format csv --out coupons.csv\n" +
        "  $ pnpm ops subscriptions assign --customer 0501234567 --plan Gold:CAR_WASH:6 --start 2025-03-01\n" +
        "  $ pnpm ops orders list --status pending_payment\n" +
        "  $ pnpm ops orders find --phone 0501234567\n" +
        "  $ pnpm ops reports sales --from 2025-03-01 --to 2025-03-31\n" +
        "  $ pnpm ops orders move CC-7KQ2M9XA confirmed   (emails the invoice through SMTP_URL; without it: stored, not sent)\n" +
        "  $ pnpm ops emails   (email pending a retry or failed)\n" +
        "  $ pnpm ops products promote ENG-5W30-4L\n" +
        "  $ pnpm ops search misses --since 7\n" +
        "  $ pnpm ops <command> --help",
    );
  registerCatalogueCommands(program, ctx);
  registerImageCommands(program, ctx);
  registerSubscriptionCommands(program, ctx);
  registerOrderCommands(program, ctx);
  registerEmailCommands(program, ctx);
  registerReportCommands(program, ctx);
  registerSearchCommands(program, ctx);
  return program;
}

/**
 * Runs one command line (without the program name) and returns its exit code: 0 ok, 1 failure,
 * 2 usage error. Output goes to options.stdout / options.stderr; nothing calls process.exit.
 */
export async function run(argv: string[], options: RunOptions = {}): Promise<number> {
  const ctx = new CommandContext(options);
  const verbose = argv.includes("--verbose");
  try {
    await buildProgram(ctx).parseAsync(argv, { from: "user" });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end the run normally; every other commander error is a usage error.
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return EXIT_OK;
      if (error.code === "commander.help") return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
      return EXIT_USAGE;
    }
    if (error instanceof UsageError) {
      ctx.err(`error: ${error.message}`);
      return EXIT_USAGE;
    }
    // The store's operator rules refuse with messages written for people, like the CLI's own.
    if (error instanceof OpsError || error instanceof OperationError) {
      ctx.err(`error: ${error.message}`);
      if (verbose) ctx.err(String(error.stack));
      return EXIT_FAILURE;
    }
    const message = error instanceof Error ? error.message : String(error);
    ctx.err(`error: ${message.trim().split("\n")[0]}`);
    if (verbose) ctx.err(error instanceof Error ? String(error.stack) : String(error));
    else ctx.err("(add --verbose for details)");
    return EXIT_FAILURE;
  } finally {
    await ctx.close();
  }
}

/** Settings the `pnpm ops` entry reads from the environment: the same names the store reads. */
function processOptions(): RunOptions {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    mailDisabled: ["true", "1", "yes"].includes(process.env.MAIL_DISABLED ?? ""),
    mailFrom: process.env.MAIL_FROM || undefined,
    whatsappNumber: process.env.BUSINESS_WHATSAPP_NUMBER || undefined,
    storeLegalName: process.env.STORE_LEGAL_NAME || undefined,
    storeAddress: process.env.STORE_ADDRESS || undefined,
    storeTrn: process.env.STORE_TRN || undefined,
    production: process.env.NODE_ENV === "production",
    publicUrl: process.env.PUBLIC_URL || undefined,
    mediaBucketUrl: process.env.MEDIA_BUCKET_URL || undefined,
    mediaBucketAccessKeyId: process.env.MEDIA_BUCKET_ACCESS_KEY_ID || undefined,
    mediaBucketSecretAccessKey: process.env.MEDIA_BUCKET_SECRET_ACCESS_KEY || undefined,
    mediaBucketRegion: process.env.MEDIA_BUCKET_REGION || undefined,
    // pnpm runs scripts in the package folder; paths are meant from where the operator typed them.
    cwd: process.env.INIT_CWD || process.cwd(),
  };
}

const isEntry = (() => {
  try {
    return (
      process.argv[1] !== undefined &&
      realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
    );
  } catch {
    return false;
  }
})();

/**
 * Prisma's pg adapter queues the queries of one transaction on one client, which pg 8 reports as a
 * deprecation; it is not the operator's concern, so the CLI does not print it.
 */
function hideDriverQueueWarning(): void {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning instanceof Error ? warning.message : warning).includes("already executing a query"))
      return;
    (emitWarning as (warning: string | Error, ...rest: unknown[]) => void)(warning, ...rest);
  }) as typeof process.emitWarning;
}

if (isEntry) {
  hideDriverQueueWarning();
  const code = await run(process.argv.slice(2), processOptions());
  // Exit explicitly: the embedded database's exit hook would otherwise end the process with 0.
  await new Promise<void>((done) => process.stdout.write("", () => done()));
  process.exit(code);
}
