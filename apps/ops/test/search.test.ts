import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpsTestContext, type OpsTestContext } from "./helpers.js";

let ctx: OpsTestContext;

beforeAll(async () => {
  ctx = await createOpsTestContext();
});
afterAll(() => ctx.close());

const NOW = new Date("2026-11-27T08:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const ops = (argv: string[]) => ctx.ops(argv, { now: () => NOW });

/** The rows of a table printed by the CLI, without its header and rule, split on 2+ spaces. */
const tableRows = (stdout: string) =>
  stdout
    .trimEnd()
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s{2,}/));

describe("search misses", () => {
  beforeEach(async () => {
    await ctx.prisma.searchMiss.deleteMany({});
    await ctx.prisma.searchMiss.createMany({
      data: [
        { query: "wiper blade 22", count: 3, firstSeen: daysAgo(20), lastSeen: daysAgo(10) },
        { query: "ceramic spray", count: 7, firstSeen: daysAgo(30), lastSeen: daysAgo(2) },
        { query: "meguiars wax", count: 3, firstSeen: daysAgo(5), lastSeen: daysAgo(1.5) },
        { query: "tow rope", count: 1, firstSeen: daysAgo(40), lastSeen: daysAgo(40) },
      ],
    });
  });

  it("when misses are listed, then the most counted come first, then the most recent, with their dates", async () => {
    const result = await ops(["search", "misses"]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toMatch(
      /^searched for\s+times\s+first seen \(Abu Dhabi\)\s+last seen \(Abu Dhabi\)$/,
    );
    expect(tableRows(result.stdout)).toEqual([
      ["ceramic spray", "7", "2026-10-28 12:00", "2026-11-25 12:00"],
      ["meguiars wax", "3", "2026-11-22 12:00", "2026-11-26 00:00"],
      ["wiper blade 22", "3", "2026-11-07 12:00", "2026-11-17 12:00"],
      ["tow rope", "1", "2026-10-18 12:00", "2026-10-18 12:00"],
    ]);
    expect(result.stderr).toBe("");
  });

  it("when --limit and --since are given, then only the top recent ones are listed, and a cut list says so", async () => {
    const limited = await ops(["search", "misses", "--limit", "2"]);
    expect(tableRows(limited.stdout).map((row) => row[0])).toEqual(["ceramic spray", "meguiars wax"]);
    expect(limited.stderr).toBe("showing the top 2; use --limit for more\n");

    const recent = await ops(["search", "misses", "--since", "7"]);
    expect(tableRows(recent.stdout).map((row) => row[0])).toEqual(["ceramic spray", "meguiars wax"]);

    const json = await ops(["search", "misses", "--since", "15", "--json"]);
    expect(JSON.parse(json.stdout)).toEqual([
      {
        text: "ceramic spray",
        count: 7,
        first_seen: "2026-10-28T08:00:00.000Z",
        last_seen: "2026-11-25T08:00:00.000Z",
      },
      expect.objectContaining({ text: "meguiars wax" }),
      expect.objectContaining({ text: "wiper blade 22" }),
    ]);
  });

  it("when no search found nothing, then one clear line says so", async () => {
    const none = await ops(["search", "misses", "--since", "1"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe(
      "No search in the last 1 day found nothing: every one found at least one product.\n",
    );
    await ctx.prisma.searchMiss.deleteMany({});
    expect((await ops(["search", "misses"])).stdout).toBe(
      "No search found nothing: every one found at least one product.\n",
    );
    expect(JSON.parse((await ops(["search", "misses", "--json"])).stdout)).toEqual([]);
  });

  it("when misses are cleared by text (as listed or as typed), then only those are forgotten", async () => {
    const result = await ops(["search", "misses", "clear", "wiper blade 22", "Meguiar's WAX"]);
    expect(result).toMatchObject({ code: 0, stdout: "forgot 2 searches\n" });
    const left = await ctx.prisma.searchMiss.findMany({ orderBy: { query: "asc" } });
    expect(left.map((miss) => miss.query)).toEqual(["ceramic spray", "tow rope"]);
  });

  it("when one text to clear is not listed, then nothing is forgotten (exit 1)", async () => {
    const result = await ops(["search", "misses", "clear", "tow rope", "car cover"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: no search "car cover" is listed; nothing was forgotten\n');
    expect(await ctx.prisma.searchMiss.count()).toBe(4);
  });

  it("when clear is given --all, then every miss is forgotten; with neither texts nor --all it is a usage error", async () => {
    const neither = await ops(["search", "misses", "clear"]);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain("name the searched texts to forget, or use --all");
    const both = await ops(["search", "misses", "clear", "tow rope", "--all"]);
    expect(both.code).toBe(2);
    expect(await ctx.prisma.searchMiss.count()).toBe(4);

    expect((await ops(["search", "misses", "clear", "--all"])).stdout).toBe("forgot 4 searches\n");
    expect(await ctx.prisma.searchMiss.count()).toBe(0);
  });

  for (const argv of [
    ["search", "misses", "--limit", "0"],
    ["search", "misses", "--since", "a week"],
    ["search", "misses", "tyres"],
  ]) {
    it(`when "${argv.join(" ")}" is run, then it is a usage error (exit 2)`, async () => {
      const result = await ops(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/error: /);
    });
  }
});

describe("search synonyms", () => {
  const groups = () => ctx.prisma.searchSynonym.findMany({ orderBy: { id: "asc" } });

  it("when synonyms are listed, then the groups the store ships with are shown with their ids", async () => {
    const result = await ops(["search", "synonyms"]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toMatch(/^\s*id\s+terms\s+added \(Abu Dhabi\)$/);
    const rows = tableRows(result.stdout);
    const stored = await groups();
    expect(rows.map((row) => [Number(row[0]), row[1]])).toEqual(
      stored.map((group) => [group.id, group.terms.join(", ")]),
    );
    expect(rows.map((row) => row[1])).toContain("tyre, tire");

    const json = JSON.parse((await ops(["search", "synonyms", "--json"])).stdout);
    expect(json[0]).toEqual({ id: stored[0]!.id, terms: ["tyre", "tire"], created_at: expect.any(String) });
  });

  it("when a group is added, then its terms are stored as search reads them, and it says new searches use it", async () => {
    const result = await ops(["search", "synonyms", "add", "Meguiar's", "MEGUIRES", "meguiar’s"]);
    expect(result.code).toBe(0);
    const added = (await groups()).at(-1)!;
    expect(added.terms).toEqual(["meguiars", "meguires"]);
    expect(result.stdout).toBe(
      `added synonym group #${added.id} (meguiars, meguires); new searches use it at once\n`,
    );
  });

  it("when a term is already in another group, then the add is refused, naming the group (exit 1)", async () => {
    const before = await groups();
    const jump = before.find((group) => group.terms.includes("jumpstarter"))!;
    const result = await ops(["search", "synonyms", "add", "Jump Starter", "Battery Booster"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: "jumpstarter" already in group #${jump.id} (${jump.terms.join(", ")}): a term belongs to ` +
        `one group only. To extend a group, remove it (pnpm ops search synonyms remove ${jump.id}) and ` +
        "add it again with every term\n",
    );
    expect(await groups()).toEqual(before);

    // As the refusal says: remove the group, then add it again with the new term.
    const removed = await ops(["search", "synonyms", "remove", String(jump.id)]);
    expect(removed).toMatchObject({
      code: 0,
      stdout: `removed synonym group #${jump.id} (${jump.terms.join(", ")}); new searches no longer use it\n`,
    });
    const again = await ops([
      "search",
      "synonyms",
      "add",
      "Jump Starter",
      "booster",
      "Jump-Pack",
      "Battery Booster",
    ]);
    expect(again.code).toBe(0);
    const after = await groups();
    expect(after.find((group) => group.id === jump.id)).toBeUndefined();
    expect(after.at(-1)!.terms).toEqual(["jumpstarter", "booster", "jumppack", "batterybooster"]);
  });

  const refusals: { terms: string[]; message: string }[] = [
    { terms: ["tyre"], message: "a synonym group needs at least two different terms" },
    {
      terms: ["Meguiar's", "MEGUIARS"],
      message: "a synonym group needs at least two different terms (as search reads them: meguiars)",
    },
    { terms: ["car wax", "   "], message: '"   " has no letters or digits' },
    { terms: ["car wax", "'", "!?"], message: `"'", "!?" have no letters or digits` },
  ];
  for (const refusal of refusals) {
    it(`when "synonyms add ${refusal.terms.join(" ")}" is run, then it is refused as a usage error (exit 2)`, async () => {
      const before = await ctx.prisma.searchSynonym.count();
      const result = await ops(["search", "synonyms", "add", ...refusal.terms]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(refusal.message);
      expect(await ctx.prisma.searchSynonym.count()).toBe(before);
    });
  }

  it("when add has no terms or remove a bad id, then it is a usage error; an unknown id is a failure", async () => {
    expect((await ops(["search", "synonyms", "add"])).code).toBe(2);
    const bad = await ops(["search", "synonyms", "remove", "tyre"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("use a whole number of 1 or more");
    const unknown = await ops(["search", "synonyms", "remove", "999999"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      "error: no synonym group has the id 999999; list them with: pnpm ops search synonyms\n",
    );
  });

  it("when every group is removed, then the list says how to add one", async () => {
    await ctx.prisma.searchSynonym.deleteMany({});
    expect((await ops(["search", "synonyms"])).stdout).toBe(
      "No synonym groups. Add one with: pnpm ops search synonyms add <term> <term> [...]\n",
    );
  });
});

describe("search help", () => {
  for (const page of [
    { argv: ["--help"], mentions: ["search"] },
    { argv: ["search", "--help"], mentions: ["misses", "synonyms", "Examples:"] },
    { argv: ["search", "misses", "--help"], mentions: ["--limit", "--since", "clear", "Examples:"] },
    { argv: ["search", "synonyms", "--help"], mentions: ["add", "remove", "jumpstarter", "Examples:"] },
  ]) {
    it(`when "${page.argv.join(" ")}" is run, then help is printed with exit code 0`, async () => {
      const result = await ops(page.argv);
      expect(result.code).toBe(0);
      for (const mention of page.mentions) expect(result.stdout).toContain(mention);
    });
  }
});
