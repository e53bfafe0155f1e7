import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The repository's own eslint.config.js, run on snippets placed (virtually) inside apps/web/src:
// the imported files are real, so the boundaries rule classifies both ends as it does in `pnpm lint`.
// (path, not `new URL`: under jsdom the global URL is jsdom's and refuses file: URLs.)
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const eslint = new ESLint({ cwd: REPO_ROOT });

async function lintAt(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const boundaryErrors = (messages: { ruleId: string | null }[]) =>
  messages.filter((message) => message.ruleId === "boundaries/dependencies");

describe("web lint boundaries", { timeout: 20_000 }, () => {
  it("when web code writes an API path by hand, in a string or a template, then lint reports it (issue 26)", async () => {
    const messages = await lintAt(
      "features/cart/api/x.ts",
      [
        'export const a = "/display_cart";',
        "export const b = (id: number) => `/api/add_to_cart/${id}/`;",
        'export const c = "/view_products?page=2";',
        "",
      ].join("\n"),
    );
    expect(messages.filter((m) => m.ruleId === "no-restricted-syntax")).toHaveLength(3);
  });

  it("when web code imports the endpoint declarations instead of the route table, then lint reports it", async () => {
    const messages = await lintAt(
      "features/cart/api/x.ts",
      'import { API, cartEndpoints } from "@carcare/contracts";\nexport const X = [API, cartEndpoints];\n',
    );
    expect(messages.filter((m) => m.ruleId === "no-restricted-imports")).toHaveLength(2);
  });

  it("when web code names an endpoint through the route table and page paths as text, then lint reports nothing", async () => {
    const messages = await lintAt(
      "features/cart/api/x.ts",
      [
        'import * as api from "@carcare/contracts/routes";',
        'import { callApi } from "../../../lib/api-client";',
        "export const cart = () => callApi(api.displayCart);",
        'export const pages = ["/cart", "/accessories/12", "/servicepage"];',
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("when a feature imports another feature, then lint reports a boundaries error", async () => {
    const messages = await lintAt(
      "features/home/components/x.tsx",
      'import { ProductCard } from "../../catalog/components/product-card";\nexport const X = ProductCard;\n',
    );
    expect(boundaryErrors(messages)).toHaveLength(1);
  });

  it("when a feature imports its own files and the shared layers, then lint reports nothing", async () => {
    const messages = await lintAt(
      "features/home/components/x.tsx",
      [
        'import { HeroSection } from "./hero-section";',
        'import { formatAed } from "../../../lib/format";',
        'import { StarRating } from "../../../ui/star-rating";',
        "export const X = [HeroSection, formatAed, StarRating];",
        "",
      ].join("\n"),
    );
    expect(messages).toEqual([]);
  });

  it("when ui imports a feature, then lint reports a boundaries error", async () => {
    const messages = await lintAt(
      "ui/x.tsx",
      'import { HeroSection } from "../features/home/components/hero-section";\nexport const X = HeroSection;\n',
    );
    expect(boundaryErrors(messages)).toHaveLength(1);
  });

  it("when lib imports the app layer, then lint reports a boundaries error", async () => {
    const messages = await lintAt(
      "lib/x.ts",
      'import { links } from "../app/root";\nexport const X = links;\n',
    );
    expect(boundaryErrors(messages)).toHaveLength(1);
  });

  it("when an app route imports a feature, then lint reports nothing", async () => {
    const messages = await lintAt(
      "app/routes/x.tsx",
      'import { HeroSection } from "../../features/home/components/hero-section";\nexport const X = HeroSection;\n',
    );
    expect(messages).toEqual([]);
  });

  it("when web code imports the API or database package, then lint reports it", async () => {
    const messages = await lintAt(
      "features/home/components/x.tsx",
      'import { createApp } from "@carcare/api";\nimport { prisma } from "@carcare/db";\nexport const X = [createApp, prisma];\n',
    );
    expect(messages.filter((message) => message.ruleId === "no-restricted-imports")).toHaveLength(2);
  });

  it("when a web file is linted, then import-x reads TypeScript so no-cycle can see cycles", async () => {
    // Without these settings import-x parses only .js files and no-cycle passes on any TypeScript cycle.
    const config = await eslint.calculateConfigForFile("apps/web/src/lib/format.ts");
    expect(config.rules["import-x/no-cycle"]?.[0]).toBe(2);
    expect(config.settings["import-x/extensions"]).toEqual(expect.arrayContaining([".ts", ".tsx"]));
  });
});
