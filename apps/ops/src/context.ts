import { userInfo } from "node:os";
import { isAbsolute, resolve } from "node:path";
import {
  applyMigrations,
  createDb,
  type DatabaseHandle,
  type Db,
  DEFAULT_DATA_DIR,
  MIGRATIONS_DIR,
  openDatabase,
  type OwnDb,
  PRICE_ACTOR_SETTING,
  PRICE_SOURCE_SETTING,
  type PrismaClient,
} from "@carcare/db";
import {
  DEFAULT_BUSINESS_WHATSAPP_NUMBER,
  DEFAULT_MAIL_FROM,
  type InvoiceMail,
  businessContacts,
  type MediaStorage,
  mediaStorage,
  type SellerIdentity,
  sellerIdentity,
  DEFAULT_SITE_URL,
  TRN_PATTERN,
} from "@carcare/operations";
import { UsageError } from "./errors.js";
import { createOpsMailer, type OpsMailer } from "./mailer.js";

/** A stream the CLI writes to; isTTY decides whether a progress bar is drawn. */
export interface OutputStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

/** How `run()` is called: by the `pnpm ops` entry with the process's settings, or by tests. */
export interface RunOptions {
  /** The database; when absent, the embedded PostgreSQL under dataDir (started, or joined if running). */
  databaseUrl?: string | undefined;
  /** Home of the embedded database (default .data/ at the repository root, as for the store). */
  dataDir?: string | undefined;
  /** Relative file paths are resolved against this directory (default process.cwd()). */
  cwd?: string | undefined;
  stdout?: OutputStream;
  stderr?: OutputStream;
  /** Who order changes are recorded as (default "ops:<os user>"). */
  actor?: string;
  /** The clock, for "today" (tests pin it). */
  now?: () => Date;
  /** Where invoices are emailed through (SMTP_URL); when absent, the store's outbox table (not sent). */
  smtpUrl?: string | undefined;
  /** MAIL_DISABLED=true: nothing is emailed, even with SMTP_URL; emails are kept in the outbox. */
  mailDisabled?: boolean | undefined;
  /** The sender of those emails (MAIL_FROM; default the store's). */
  mailFrom?: string | undefined;
  /** The store's WhatsApp number, its contact on invoices (BUSINESS_WHATSAPP_NUMBER; default the store's). */
  whatsappNumber?: string | undefined;
  /** The seller on tax invoices and credit notes: STORE_LEGAL_NAME, STORE_ADDRESS, STORE_TRN (15 digits). */
  storeLegalName?: string | undefined;
  storeAddress?: string | undefined;
  storeTrn?: string | undefined;
  /** NODE_ENV=production: confirming an order then needs STORE_TRN (decision 023). */
  production?: boolean | undefined;
  /**
   * The store's address as customers open it (PUBLIC_URL, as the server reads it): the status
   * emails' link to the order page. Default http://localhost:3000.
   */
  publicUrl?: string | undefined;
  /**
   * Where `images add` keeps the variants: MEDIA_BUCKET_URL (with MEDIA_BUCKET_ACCESS_KEY_ID,
   * MEDIA_BUCKET_SECRET_ACCESS_KEY, MEDIA_BUCKET_REGION) when set, else DATA_DIR/media.
   */
  mediaBucketUrl?: string | undefined;
  mediaBucketAccessKeyId?: string | undefined;
  mediaBucketSecretAccessKey?: string | undefined;
  mediaBucketRegion?: string | undefined;
  /** `db backup` and `db restore`: the pg_dump, pg_restore and psql to run (PG_DUMP, PG_RESTORE, PSQL). */
  pgDump?: string | undefined;
  pgRestore?: string | undefined;
  psql?: string | undefined;
}

// UsageError (exit code 2) and OpsError (exit code 1) live in errors.ts, which the entry loads alone.
export { OpsError, UsageError } from "./errors.js";

/** What every command handler gets: output, paths, the clock and the database on first use. */
export class CommandContext {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly cwd: string;
  readonly actor: string;
  readonly now: () => Date;
  private database: DatabaseHandle | undefined;
  private client: OwnDb | undefined;
  private mailerMade: OpsMailer | undefined;

  constructor(private readonly options: RunOptions) {
    this.stdout = options.stdout ?? process.stdout;
    this.stderr = options.stderr ?? process.stderr;
    this.cwd = options.cwd ?? process.cwd();
    this.actor = options.actor ?? defaultActor();
    this.now = options.now ?? (() => new Date());
  }

  out(line = ""): void {
    this.stdout.write(`${line}\n`);
  }

  err(line: string): void {
    this.stderr.write(`${line}\n`);
  }

  /** A path as the operator typed it, resolved against the directory they ran pnpm from. */
  resolvePath(path: string): string {
    return isAbsolute(path) ? path : resolve(this.cwd, path);
  }

  /**
   * The store's database as the one seam's `Db` (decision 011), what the operator rules take; opened
   * on first use with any pending migrations applied (as the server does).
   */
  async db(): Promise<Db> {
    return (await this.open()).db;
  }

  /** The same database's Prisma client, for the catalogue commands and the importer. */
  async prisma(): Promise<PrismaClient> {
    return (await this.open()).prisma;
  }

  /** The settings this run was given (the `db` commands read the data folder and the tools' paths). */
  get settings(): Readonly<RunOptions> {
    return this.options;
  }

  /**
   * The store's database URL, the embedded database started or joined, left as it is: no migrations
   * (`db backup` copies what is there; `db restore` needs an empty database to stay empty).
   */
  async databaseUrl(): Promise<string> {
    this.database ??= await openDatabase({
      databaseUrl: this.options.databaseUrl,
      dataDir: this.options.dataDir ?? DEFAULT_DATA_DIR,
    });
    return this.database.url;
  }

  private async open(): Promise<OwnDb> {
    if (this.client) return this.client;
    const url = await this.databaseUrl();
    const migrations = await applyMigrations(url, MIGRATIONS_DIR);
    for (const name of migrations.applied) this.err(`applied migration ${name}`);
    // Any price this CLI writes is recorded in the price history as the CLI's, by this operator
    // (decision 017); an import names itself "import" for its own transaction.
    this.client = createDb(url, {
      poolSize: 4,
      settings: { [PRICE_SOURCE_SETTING]: "cli", [PRICE_ACTOR_SETTING]: this.actor },
    });
    return this.client;
  }

  /** Where operators' images are kept, as the store's server reads them (decision 025). */
  mediaStorage(): MediaStorage {
    const { mediaBucketUrl, mediaBucketAccessKeyId, mediaBucketSecretAccessKey } = this.options;
    if (mediaBucketUrl && !/^https?:\/\//.test(mediaBucketUrl)) {
      throw new UsageError("MEDIA_BUCKET_URL must be the bucket's http:// or https:// address");
    }
    if (mediaBucketUrl && (!mediaBucketAccessKeyId || !mediaBucketSecretAccessKey)) {
      throw new UsageError(
        "MEDIA_BUCKET_URL needs MEDIA_BUCKET_ACCESS_KEY_ID and MEDIA_BUCKET_SECRET_ACCESS_KEY",
      );
    }
    return mediaStorage({
      dataDir: this.options.dataDir ?? DEFAULT_DATA_DIR,
      bucketUrl: mediaBucketUrl,
      accessKeyId: mediaBucketAccessKeyId,
      secretAccessKey: mediaBucketSecretAccessKey,
      region: this.options.mediaBucketRegion,
    });
  }

  /**
   * The store's mailer and contacts for invoice emails, made on first use with the same settings
   * (SMTP_URL, MAIL_FROM, BUSINESS_WHATSAPP_NUMBER) and the same rules as the store's server.
   */
  async invoiceMail(): Promise<InvoiceMail> {
    const { smtpUrl, whatsappNumber, mailDisabled } = this.options;
    // As the store refuses to start (issue 31): in production, email goes out or is disabled on purpose.
    if (this.options.production && !smtpUrl && !mailDisabled) {
      throw new UsageError(
        "SMTP_URL is not set: in production set SMTP_URL to the store's mail server, or MAIL_DISABLED=true " +
          "to keep emails in the outbox without sending them",
      );
    }
    if (whatsappNumber && !/^\d{8,15}$/.test(whatsappNumber)) {
      throw new UsageError("BUSINESS_WHATSAPP_NUMBER must be digits only, with the country code");
    }
    return {
      mailer: await this.mailer(),
      store: businessContacts(whatsappNumber ?? DEFAULT_BUSINESS_WHATSAPP_NUMBER),
      seller: this.seller(),
      production: this.options.production ?? false,
      siteUrl: this.siteUrl(),
    };
  }

  /**
   * The store's mailer as these settings make it (SMTP_URL, MAIL_DISABLED, MAIL_FROM), made once:
   * `emails retry` sends through it, invoices and status emails too (invoiceMail).
   */
  async mailer(): Promise<OpsMailer> {
    const { smtpUrl, mailFrom, mailDisabled } = this.options;
    if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
      throw new UsageError("SMTP_URL must be an smtp:// or smtps:// URL");
    }
    const db = await this.db();
    this.mailerMade ??= createOpsMailer({
      db,
      smtpUrl,
      disabled: mailDisabled,
      from: mailFrom ?? DEFAULT_MAIL_FROM,
    });
    return this.mailerMade;
  }

  /** PUBLIC_URL's origin (an http or https address, no path), else the store started locally. */
  private siteUrl(): string {
    const { publicUrl } = this.options;
    if (!publicUrl) return DEFAULT_SITE_URL;
    let url: URL | undefined;
    try {
      url = new URL(publicUrl);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/") {
      throw new UsageError(
        "PUBLIC_URL must be the store's http:// or https:// address, like https://shop.example",
      );
    }
    return url.origin;
  }

  /**
   * The seller the tax documents name, from STORE_LEGAL_NAME, STORE_ADDRESS and STORE_TRN as the
   * store's server reads them (a TRN is 15 digits).
   */
  seller(): SellerIdentity {
    const { storeLegalName, storeAddress, storeTrn } = this.options;
    if (storeTrn && !TRN_PATTERN.test(storeTrn.trim())) {
      throw new UsageError("STORE_TRN must be the store's 15-digit Tax Registration Number");
    }
    return sellerIdentity({
      STORE_LEGAL_NAME: storeLegalName,
      STORE_ADDRESS: storeAddress,
      STORE_TRN: storeTrn,
    });
  }

  async close(): Promise<void> {
    this.mailerMade?.close();
    this.mailerMade = undefined;
    await this.client?.close().catch(() => undefined);
    await this.database?.close().catch(() => undefined);
    this.client = undefined;
    this.database = undefined;
  }
}

function defaultActor(): string {
  try {
    return `ops:${userInfo().username}`;
  } catch {
    return "ops";
  }
}
