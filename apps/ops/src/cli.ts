// `pnpm ops <command>`: the operators' tool for the store's catalogue, plans, coupons, vendors,
// subscriptions and orders. Works on the store's own database: DATABASE_URL, else the embedded one.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Command, CommanderError } from "commander";
import type { CommandContext, OutputStream, RunOptions } from "./context.js";
import { OpsError, UsageError } from "./errors.js";

export type { RunOptions } from "./context.js";

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Adds one area's commands to the program (src/commands/<area>.ts). */
type Register = (program: Command, ctx: CommandContext) => void;

const catalogue = async (): Promise<Register> =>
  (await import("./commands/catalogue.js")).registerCatalogueCommands;

/**
 * Every top-level command: its name, the summary `pnpm ops --help` lists, and the module that
 * defines it. A module is loaded only when a command line names its command, so `--help` and a
 * mistyped command start at once (the modules load the database client, PDF and image libraries).
 * A new top-level command is one line here; test/cli-start.test.ts fails when a command is missing
 * from this list or its summary differs from the module's.
 */
export const COMMANDS: readonly { name: string; summary: string; register: () => Promise<Register> }[] = [
  { name: "import", summary: "load a JSON or CSV file of one entity into the store", register: catalogue },
  { name: "export", summary: "write every record of one entity in the import format", register: catalogue },
  { name: "products", summary: "promote, unpromote, hide or show products", register: catalogue },
  { name: "brands", summary: "promote or unpromote brands", register: catalogue },
  { name: "coupons", summary: "activate or deactivate coupons", register: catalogue },
  {
    name: "images",
    summary: "add product, category, brand and vendor pictures",
    register: async () => (await import("./commands/images.js")).registerImageCommands,
  },
  {
    name: "subscriptions",
    summary: "assign plans to customers, list and end subscriptions",
    register: async () => (await import("./commands/subscriptions.js")).registerSubscriptionCommands,
  },
  {
    name: "orders",
    summary: "list, show, move and cancel orders",
    register: async () => (await import("./commands/orders.js")).registerOrderCommands,
  },
  {
    name: "emails",
    summary: "list email not sent (pending, failed); retry one now",
    register: async () => (await import("./commands/emails.js")).registerEmailCommands,
  },
  {
    name: "reports",
    summary: "low stock, and sales per day and product",
    register: async () => (await import("./commands/reports.js")).registerReportCommands,
  },
  {
    name: "search",
    summary: "what shoppers searched for and found nothing; the synonyms search reads",
    register: async () => (await import("./commands/search.js")).registerSearchCommands,
  },
  {
    name: "db",
    summary: "back up the store's database to a file; restore one",
    register: async () => (await import("./commands/db.js")).registerDbCommands,
  },
];

/** The top-level command a command line names: its first word, or after `help` the one asked about. */
function commandWord(argv: string[]): string | undefined {
  const words = argv.filter((arg) => !arg.startsWith("-"));
  return words[0] === "help" ? words[1] : words[0];
}

function buildProgram(stdout: OutputStream, stderr: OutputStream): Command {
  const program = new Command("pnpm ops")
    .description(
      "Operator tools for the CarCare store: import and export the catalogue, plans, coupons and\n" +
        "vendors; add images; assign subscriptions; move and cancel orders; see what searches found\n" +
        "nothing and edit the search's synonyms; back up and restore the database.\n\n" +
        "Works on the store's database: DATABASE_URL when set, otherwise the embedded PostgreSQL\n" +
        "under .data/ (DATA_DIR), joined if the store is running. Exit codes: 0 ok, 1 failure,\n" +
        "2 usage error.",
    )
    .option("--verbose", "show full error details (stack traces)")
    .exitOverride()
    .showHelpAfterError("(add --help for usage)")
    .configureOutput({
      writeOut: (text) => void stdout.write(text),
      writeErr: (text) => void stderr.write(text),
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
        "  $ pnpm ops db backup   (to .data/backups/; `pnpm ops db restore <file>` restores one)\n" +
        "  $ pnpm ops <command> --help",
    );
  return program;
}

/**
 * Runs one command line (without the program name) and returns its exit code: 0 ok, 1 failure,
 * 2 usage error. Output goes to options.stdout / options.stderr; nothing calls process.exit.
 */
export async function run(argv: string[], options: RunOptions = {}): Promise<number> {
  const stderr = options.stderr ?? process.stderr;
  const err = (line: string) => void stderr.write(`${line}\n`);
  const verbose = argv.includes("--verbose");
  let ctx: CommandContext | undefined;
  try {
    const program = buildProgram(options.stdout ?? process.stdout, stderr);
    // Only the named command's module is loaded; the others are listed by name and summary.
    const named = COMMANDS.find((command) => command.name === commandWord(argv));
    if (named) {
      const { CommandContext } = await import("./context.js");
      ctx = new CommandContext(options);
      (await named.register())(program, ctx);
    }
    const defined = new Set(program.commands.map((command) => command.name()));
    for (const { name, summary } of COMMANDS) {
      if (!defined.has(name)) program.command(name).summary(summary);
    }
    await program.parseAsync(argv, { from: "user" });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end the run normally; every other commander error is a usage error.
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version") return EXIT_OK;
      if (error.code === "commander.help") return error.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
      return EXIT_USAGE;
    }
    if (error instanceof UsageError) {
      err(`error: ${error.message}`);
      return EXIT_USAGE;
    }
    // The store's operator rules refuse with messages written for people, like the CLI's own.
    if (error instanceof OpsError || (ctx !== undefined && (await isOperationError(error)))) {
      err(`error: ${(error as Error).message}`);
      if (verbose) err(String((error as Error).stack));
      return EXIT_FAILURE;
    }
    const message = error instanceof Error ? error.message : String(error);
    err(`error: ${message.trim().split("\n")[0]}`);
    if (verbose) err(error instanceof Error ? String(error.stack) : String(error));
    else err("(add --verbose for details)");
    return EXIT_FAILURE;
  } finally {
    await ctx?.close();
  }
}

/** A refusal by the operator rules; their module is loaded by then, as a command's code threw it. */
async function isOperationError(error: unknown): Promise<boolean> {
  const { OperationError } = await import("@carcare/operations");
  return error instanceof OperationError;
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
    pgDump: process.env.PG_DUMP || undefined,
    pgRestore: process.env.PG_RESTORE || undefined,
    psql: process.env.PSQL || undefined,
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

/**
 * The `pnpm ops` entry (scripts/ops.mjs, or `node apps/ops/dist/cli.js`): runs the process's command
 * line with the process's settings and exits with its code.
 */
export async function main(): Promise<never> {
  hideDriverQueueWarning();
  const code = await run(process.argv.slice(2), processOptions());
  // Exit explicitly: the embedded database's exit hook would otherwise end the process with 0.
  await new Promise<void>((done) => process.stdout.write("", () => done()));
  process.exit(code);
}

if (isEntry) await main();
