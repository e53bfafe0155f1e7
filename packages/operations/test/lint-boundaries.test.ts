import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own eslint.config.js on snippets placed (virtually) inside this package, so the
// "only repositories reach the database" boundary is proven to fire and to stay quiet where allowed.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: REPO_ROOT });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `packages/operations/src/${filePath}` });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const PRISMA_IMPORT = 'import { Prisma } from "@carcare/db";\nexport const X = Prisma.sql`SELECT 1`;\n';

describe("operations lint boundaries", { timeout: 30_000 }, () => {
  it("when a rule module imports the database client, then lint reports it", async () => {
    const messages = await restrictedImports("orders-x.ts", PRISMA_IMPORT);
    expect(messages).toEqual([expect.stringContaining("Only the package's repositories reach the database")]);
  });

  it("when a rule module opens the Db with prismaOf or queryRows, then lint reports it", async () => {
    const messages = await restrictedImports(
      "orders-x.ts",
      'import { prismaOf, queryRows } from "./repositories/db.js";\nexport const X = [prismaOf, queryRows];\n',
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain("Only repositories open the Db/Tx");
  });

  it("when a rule module takes Db, Tx and withTransaction from repositories/db.js, then lint reports nothing", async () => {
    const messages = await restrictedImports(
      "orders-x.ts",
      'import { type Db, type Tx, withTransaction } from "./repositories/db.js";\nexport const X = (db: Db, work: (tx: Tx) => Promise<void>) => withTransaction(db, work);\n',
    );
    expect(messages).toEqual([]);
  });

  it("when a repository imports the database client, then lint reports nothing", async () => {
    expect(await restrictedImports("repositories/orders-x.ts", PRISMA_IMPORT)).toEqual([]);
  });

  it("when the package's own files are linted, then no rule module reaches the database", async () => {
    const results = await eslint.lintFiles(["packages/operations/src"]);
    const broken = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === "no-restricted-imports")
        .map((message) => `${result.filePath}: ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});
