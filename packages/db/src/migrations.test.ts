import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, readMigrations } from "./migrate.js";
import { MIGRATIONS_DIR, SCHEMA_PATH } from "./paths.js";
import { diffDatamodels } from "./prisma-cli.js";
import { createEmptyDatabase } from "./testing.js";

/** A plain description of everything in the public schema that Prisma cares about. */
interface Catalog {
  extensions: string[];
  enums: string[];
  columns: string[];
  indexes: string[];
  constraints: string[];
}

async function describeCatalog(url: string): Promise<Catalog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (sql: string) => (await client.query<{ d: string }>(sql)).rows.map((r) => r.d).sort();
    return {
      extensions: await q(`select extname as d from pg_extension where extname <> 'plpgsql'`),
      enums: await q(`select t.typname || ':' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as d
                      from pg_type t join pg_enum e on e.enumtypid = t.oid group by t.typname`),
      columns: await q(`select table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable
                          || ' ' || coalesce(column_default, '') || ' ' || coalesce(character_maximum_length::text, '') as d
                        from information_schema.columns
                        where table_schema = 'public' and table_name <> '_prisma_migrations'`),
      // Expression indexes over arabic_normalise are left out like CHECK rules (hand-written only);
      // handWrittenIndexes pins them.
      indexes: await q(`select indexdef as d from pg_indexes
                        where schemaname = 'public' and tablename <> '_prisma_migrations'
                          and indexdef not like '%arabic_normalise%'
                          and indexname <> 'search_words_correction_idx'`),
      // CHECK constraints (contype 'c') are left out: Prisma's schema cannot express them, so they
      // exist only in hand-written migrations; checkConstraints pins them instead.
      constraints:
        await q(`select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d
                            from pg_constraint where connamespace = 'public'::regnamespace
                              and contype <> 'c'
                              and conrelid::regclass::text <> '_prisma_migrations'`),
    };
  } finally {
    await client.end();
  }
}

/** Every CHECK constraint in the public schema, as "table name definition". */
async function checkConstraints(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ d: string }>(
      `select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d
         from pg_constraint where connamespace = 'public'::regnamespace and contype = 'c'`,
    );
    return rows.map((r) => r.d).sort();
  } finally {
    await client.end();
  }
}

/** The indexes schema.prisma cannot express: over an expression (issue 27), partial (issue 28). */
async function handWrittenIndexes(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ d: string }>(
      `select indexdef as d from pg_indexes where schemaname = 'public'
         and (indexdef like '%arabic_normalise%' or indexname = 'search_words_correction_idx')`,
    );
    return rows.map((r) => r.d).sort();
  } finally {
    await client.end();
  }
}

describe("migrations", () => {
  const adminUrl = inject("testDbAdminUrl");
  let fromMigrations: { url: string; drop(): Promise<void> };
  let fromSchema: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    fromMigrations = await createEmptyDatabase(adminUrl);
    fromSchema = await createEmptyDatabase(adminUrl);
  });
  afterAll(async () => {
    await fromMigrations.drop();
    await fromSchema.drop();
  });

  it("when every migration is applied to an empty database, then it has exactly the schema.prisma schema", async () => {
    const result = await applyMigrations(fromMigrations.url, MIGRATIONS_DIR);
    expect(result.applied.length).toBe(readMigrations(MIGRATIONS_DIR).length);

    const sql = await diffDatamodels(null, SCHEMA_PATH, fromSchema.url);
    const client = new pg.Client({ connectionString: fromSchema.url });
    await client.connect();
    await client.query(sql);
    await client.end();

    const expected = await describeCatalog(fromSchema.url);
    expect(expected.columns.length).toBeGreaterThan(100);
    expect(await describeCatalog(fromMigrations.url)).toEqual(expected);
  });

  it("when every migration is applied, then the hand-written CHECK rules exist, which schema.prisma cannot express", async () => {
    expect(await checkConstraints(fromMigrations.url)).toEqual([
      "cart_items cart_items_quantity_check CHECK (((quantity >= 1) AND (quantity <= 10)))",
      "media media_hash_check CHECK ((hash ~ '^[0-9a-f]{16}$'::text))",
      "media media_size_check CHECK (((width >= 400) AND (height >= 1)))",
      "media media_widths_check CHECK ((cardinality(widths) >= 1))",
      "orders orders_language_check CHECK ((language = ANY (ARRAY['en'::text, 'ar'::text])))",
      "product_reviews product_reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5)))",
      "products products_stock_check CHECK ((stock >= 0))",
      "search_synonyms search_synonyms_terms_check CHECK (((terms IS NOT NULL) AND (cardinality(terms) >= 2)))",
      "service_ratings service_ratings_rating_check CHECK (((rating >= 1) AND (rating <= 5)))",
    ]);
    expect(await checkConstraints(fromSchema.url)).toEqual([]);
  });

  it("when a product is written, then its search document and the catalogue's words are written by the hand-written trigger", async () => {
    expect(await handWrittenIndexes(fromMigrations.url)).toEqual([
      "CREATE INDEX search_words_correction_idx ON public.search_words USING gist (word gist_trgm_ops (siglen='64')) WHERE ((NOT joined) AND (word !~ '[0-9]'::text))",
    ]);
    const client = new pg.Client({ connectionString: fromMigrations.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ d: string }>(`select arabic_normalise($1) as d`, [
        "\u0623\u0625\u0622\u0671 \u0645\u064f\u0639\u0637\u0651\u0631 \u0633\u064a\u0627\u0631\u0629 \u0645\u0640\u0640\u0631\u0622\u0629 \u0645\u0633\u062a\u0634\u0641\u0649 \u0670",
      ]);
      expect(rows[0]?.d).toBe(
        "\u0627\u0627\u0627\u0627 \u0645\u0639\u0637\u0631 \u0633\u064a\u0627\u0631\u0647 \u0645\u0631\u0627\u0647 \u0645\u0633\u062a\u0634\u0641\u064a ",
      );
      const words = await client.query<{ d: string[] }>(`select search_words_of($1) as d`, [
        "Meguiar's 5W-30  K&N \u0627\u0644\u0632\u064a\u062a",
      ]);
      expect(words.rows[0]?.d).toEqual(["meguiars", "5w", "30", "k", "n", "\u0627\u0644\u0632\u064a\u062a"]);

      await client.query("begin");
      await client.query(`insert into categories (id, name, position) values (900, 'Cleaning', 1)`);
      await client.query(`insert into brands (id, name) values (900, 'Meguiar''s')`);
      await client.query(
        `insert into products (id, sku, name, name_ar, brand_id, category_id, description, price_fils, sale_price_fils, image, updated_at)
         values (900, 'S-900', 'Dash Cam Wipers 5W-30', '\u0627\u0644\u0632\u064a\u062a', 900, 900, 'For wiping', 100, 100, 'x.svg', now())`,
      );
      const matches = async (query: string) =>
        (
          await client.query<{ d: boolean }>(
            `select search_vector @@ to_tsquery('english', $1) as d from products where id = 900`,
            [query],
          )
        ).rows[0]?.d;
      // Word forms, words written together, punctuation, brand, category, Arabic without its article.
      expect(await matches("wiper")).toBe(true);
      expect(await matches("dashcam")).toBe(true);
      expect(await matches("5w30")).toBe(true);
      expect(await matches("meguiars")).toBe(true);
      expect(await matches("cleaning:B")).toBe(true);
      expect(await matches("wipe:C")).toBe(true);
      expect(await matches("\u0632\u064a\u062a")).toBe(true);
      expect(await matches("polish")).toBe(false);
      // A brand renamed: its products' documents follow.
      await client.query(`update brands set name = 'Mothers' where id = 900`);
      expect(await matches("mothers")).toBe(true);
      expect(await matches("meguiars")).toBe(false);
      const known = await client.query<{ word: string; joined: boolean }>(
        `select word, joined from search_words where word = any($1::text[]) order by word`,
        [["dash", "dashcam", "mothers", "wipers"]],
      );
      expect(known.rows).toEqual([
        { word: "dash", joined: false },
        { word: "dashcam", joined: true },
        { word: "mothers", joined: false },
        { word: "wipers", joined: false },
      ]);
      await client.query("rollback");
    } finally {
      await client.end();
    }
  });

  it("when migrations are applied twice, then the second run applies nothing", async () => {
    const again = await applyMigrations(fromMigrations.url, MIGRATIONS_DIR);
    expect(again.applied).toEqual([]);
    expect(again.modified).toEqual([]);
  });

  it("when the newest migration's snapshot is compared with schema.prisma, then they are the same", () => {
    const newest = readMigrations(MIGRATIONS_DIR).at(-1);
    expect(newest).toBeDefined();
    const snapshot = readFileSync(`${MIGRATIONS_DIR}/${newest!.name}/schema.prisma`, "utf8");
    expect(snapshot).toBe(readFileSync(SCHEMA_PATH, "utf8"));
  });
});
