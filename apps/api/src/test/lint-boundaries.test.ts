import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own eslint.config.js, run on snippets placed (virtually) inside apps/api/src, so
// each API boundary of decision 011 is proven to fire on a violation and to stay quiet otherwise.
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const eslint = new ESLint({ cwd: REPO_ROOT });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/api/src/${filePath}` });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("API lint boundaries", { timeout: 30_000 }, () => {
  it("when a router, a service or a repository imports the app, then lint reports it (issue 26)", async () => {
    const code = 'import type { AppDeps } from "../../app.js";\nexport type X = AppDeps;\n';
    for (const file of [
      "features/cart/routes.ts",
      "features/cart/service.ts",
      "features/cart/repository.ts",
    ]) {
      expect(await restrictedImports(file, code)).toEqual([
        expect.stringContaining("Features do not import the app"),
      ]);
    }
  });

  it("when a router takes a Db from lib/database.ts, then lint reports nothing", async () => {
    const messages = await restrictedImports(
      "features/cart/routes.ts",
      'import type { Db } from "../../lib/database.js";\nexport type X = Db;\n',
    );
    expect(messages).toEqual([]);
  });

  it("when a service imports the Prisma client type, then lint reports it", async () => {
    const messages = await restrictedImports(
      "features/cart/x.ts",
      'import type { PrismaClient } from "@carcare/db";\nexport type X = PrismaClient;\n',
    );
    expect(messages).toEqual([expect.stringContaining("Only repositories reach the database")]);
  });

  it("when a service imports pg, then lint reports it", async () => {
    const messages = await restrictedImports(
      "features/cart/x.ts",
      'import pg from "pg";\nexport const X = pg;\n',
    );
    expect(messages).toEqual([expect.stringContaining("Only repositories reach the database")]);
  });

  it("when a service opens the Db with prismaOf or queryRows, then lint reports it", async () => {
    const messages = await restrictedImports(
      "features/cart/x.ts",
      'import { prismaOf, queryRows } from "../../lib/database.js";\nexport const X = [prismaOf, queryRows];\n',
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain("Only repositories open the Db/Tx");
  });

  it("when a service takes Db, Tx and withTransaction from the seam, then lint reports nothing", async () => {
    const messages = await restrictedImports(
      "features/cart/x.ts",
      'import { type Db, type Tx, withTransaction } from "../../lib/database.js";\nexport const X = (db: Db, work: (tx: Tx) => Promise<void>) => withTransaction(db, work);\n',
    );
    expect(messages).toEqual([]);
  });

  it("when a repository imports Prisma and the seam's internals, then lint reports nothing", async () => {
    const messages = await restrictedImports(
      "features/cart/repository.ts",
      [
        'import { Prisma, type Product } from "@carcare/db";',
        'import { type Db, prismaOf, queryRows } from "../../lib/database.js";',
        'export const X = (db: Db) => queryRows<Pick<Product, "id">>(db, Prisma.sql`SELECT 1`);',
        "export const Y = prismaOf;",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("when a service imports the pg pool from lib/sql.js, then lint reports it", async () => {
    const messages = await restrictedImports(
      "features/cart/x.ts",
      'import type { SqlPool } from "../../lib/sql.js";\nexport type X = SqlPool;\n',
    );
    expect(messages).toEqual([expect.stringContaining("The pg pool is the seam's")]);
  });

  it("when the auth limits take the pool for rate-limiter-flexible, then lint reports nothing (the one exception)", async () => {
    const messages = await restrictedImports(
      "features/auth/throttle.ts",
      'import type { SqlPool } from "../../lib/sql.js";\nexport type X = SqlPool;\n',
    );
    expect(messages).toEqual([]);
  });

  it("when lib imports a feature, then lint reports it", async () => {
    const messages = await restrictedImports(
      "lib/x.ts",
      'import { displayCart } from "../features/cart/service.js";\nexport const X = displayCart;\n',
    );
    expect(messages).toEqual([expect.stringContaining("lib/ imports no feature")]);
  });

  it("when a route imports a repository, then lint reports it", async () => {
    const messages = await restrictedImports(
      "features/cart/routes.ts",
      'import { addOne } from "./repository.js";\nexport const X = addOne;\n',
    );
    expect(messages).toEqual([expect.stringContaining("Routes call services, never repositories")]);
  });

  it("when a route imports its service and the seam's Db, then lint reports nothing", async () => {
    const messages = await restrictedImports(
      "features/cart/routes.ts",
      'import { Db } from "../../lib/database.js";\nimport * as cart from "./service.js";\nexport const X = [Db, cart];\n',
    );
    expect(messages).toEqual([]);
  });
});
