// `search misses [clear]` and `search synonyms [add|remove]`: what shoppers searched for and found
// nothing, and the synonym groups search reads (issue 28). The API reads both tables at each search,
// so a change here holds for the next search, with no restart.
import type { PrismaClient } from "@carcare/db";
import type { Command } from "commander";
import { type CommandContext, OpsError, UsageError } from "../context.js";
import { abuDhabiTime, json, renderTable } from "../output.js";
import { positiveIntArg } from "./parsers.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each text as search reads it, through the database's own rule (`search_words_of`: lower case,
 * Arabic normalised, apostrophes dropped, other punctuation a break between words), its words joined
 * by `separator`: "" for a synonym term ("Jump Starter" is "jumpstarter"), " " for a searched text.
 */
async function normalise(prisma: PrismaClient, texts: string[], separator: "" | " "): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ text: string }[]>`
    SELECT array_to_string(search_words_of(t.value), ${separator}) AS text
    FROM unnest(${texts}::text[]) WITH ORDINALITY AS t(value, n)
    ORDER BY t.n`;
  return rows.map((row) => row.text);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function registerMisses(search: Command, ctx: CommandContext): void {
  const misses = search
    .command("misses")
    .summary("the searches that found nothing, most frequent first; clear them once acted on")
    .description(
      "The searches that found no product matching all their words, most frequent first (then most\n" +
        "recent): the text as search read it, how many times, first and last seen (Abu Dhabi time).\n" +
        "No customer data is kept. Act on one by adding the product, a synonym (pnpm ops search\n" +
        "synonyms add) or fixing a product's name; then forget it with `search misses clear <text>`.",
    )
    .option("--limit <n>", "at most this many", positiveIntArg, 20)
    .option("--since <days>", "only those searched in the last <days> days", positiveIntArg)
    .option("--json", "machine-readable output")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops search misses\n" +
        "  $ pnpm ops search misses --since 7 --limit 50\n" +
        '  $ pnpm ops search misses clear "wiper blade 22" tyres\n' +
        "  $ pnpm ops search misses clear --all",
    )
    .action(async (options: { limit: number; since?: number; json?: boolean }) => {
      const prisma = await ctx.prisma();
      const since =
        options.since === undefined ? undefined : new Date(ctx.now().getTime() - options.since * DAY_MS);
      const found = await prisma.searchMiss.findMany({
        where: since ? { lastSeen: { gte: since } } : {},
        orderBy: [{ count: "desc" }, { lastSeen: "desc" }, { query: "asc" }],
        take: options.limit,
      });
      if (options.json) {
        ctx.stdout.write(
          json(
            found.map((miss) => ({
              text: miss.query,
              count: miss.count,
              first_seen: miss.firstSeen.toISOString(),
              last_seen: miss.lastSeen.toISOString(),
            })),
          ),
        );
        return;
      }
      if (found.length === 0) {
        const when =
          options.since === undefined ? "" : ` in the last ${plural(options.since, "day", "days")}`;
        ctx.out(`No search${when} found nothing: every one found at least one product.`);
        return;
      }
      ctx.stdout.write(
        renderTable(
          [
            { key: "text", title: "searched for" },
            { key: "count", title: "times", right: true },
            { key: "first", title: "first seen (Abu Dhabi)" },
            { key: "last", title: "last seen (Abu Dhabi)" },
          ],
          found.map((miss) => ({
            text: miss.query,
            count: miss.count,
            first: abuDhabiTime(miss.firstSeen),
            last: abuDhabiTime(miss.lastSeen),
          })),
        ),
      );
      if (found.length === options.limit) ctx.err(`showing the top ${options.limit}; use --limit for more`);
    });

  misses
    .command("clear")
    .description(
      "forget searches once acted on (texts read as search reads them); if any is not listed, none is forgotten",
    )
    .argument("[text...]", "the searched texts, as listed")
    .option("--all", "forget every one")
    .option("--json", "machine-readable output")
    .action(async (texts: string[], options: { all?: boolean; json?: boolean }) => {
      if (Boolean(options.all) === texts.length > 0) {
        throw new UsageError("name the searched texts to forget, or use --all (not both)");
      }
      const prisma = await ctx.prisma();
      let forgotten: number;
      if (options.all) {
        forgotten = (await prisma.searchMiss.deleteMany({})).count;
      } else {
        // As listed, or as typed: "Meguiar's Wax" is the listed "meguiars wax".
        const read = await normalise(prisma, texts, " ");
        const wanted = [...new Set([...texts, ...read])];
        const stored = new Set(
          (
            await prisma.searchMiss.findMany({ where: { query: { in: wanted } }, select: { query: true } })
          ).map((miss) => miss.query),
        );
        const missing = texts.filter((text, i) => !stored.has(text) && !stored.has(read[i]!));
        if (missing.length > 0) {
          throw new OpsError(
            `no search ${missing.map((text) => `"${text}"`).join(", ")} is listed; nothing was forgotten`,
          );
        }
        forgotten = (await prisma.searchMiss.deleteMany({ where: { query: { in: [...stored] } } })).count;
      }
      if (options.json) ctx.stdout.write(json({ forgotten }));
      else ctx.out(`forgot ${plural(forgotten, "search", "searches")}`);
    });
}

interface SynonymGroup {
  id: number;
  terms: string[];
  createdAt: Date;
}

const groupText = (group: { id: number; terms: string[] }) => `#${group.id} (${group.terms.join(", ")})`;

function groupJson(group: SynonymGroup) {
  return { id: group.id, terms: group.terms, created_at: group.createdAt.toISOString() };
}

function registerSynonyms(search: Command, ctx: CommandContext): void {
  const synonyms = search
    .command("synonyms")
    .summary("list, add and remove the synonym groups search reads")
    .description(
      "List, add and remove synonym groups: a search for any term of a group also finds products\n" +
        "named with the others (tyre finds tire). Terms are stored as search reads them: lower case,\n" +
        'punctuation dropped, several words written together ("Jump Starter" is jumpstarter,\n' +
        '"Meguiar\'s" is meguiars). A term belongs to one group at most: to add a term to a group,\n' +
        "remove the group and add it again with the new term. Search reads the groups at each search,\n" +
        "so a change holds for the next search.",
    )
    .option("--json", "machine-readable output")
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops search synonyms\n" +
        '  $ pnpm ops search synonyms add polish compound "cutting paste"\n' +
        "  $ pnpm ops search synonyms remove 12",
    )
    .action(async (options: { json?: boolean }) => {
      const prisma = await ctx.prisma();
      const groups = await prisma.searchSynonym.findMany({ orderBy: { id: "asc" } });
      if (options.json) {
        ctx.stdout.write(json(groups.map(groupJson)));
        return;
      }
      if (groups.length === 0) {
        ctx.out("No synonym groups. Add one with: pnpm ops search synonyms add <term> <term> [...]");
        return;
      }
      ctx.stdout.write(
        renderTable(
          [
            { key: "id", title: "id", right: true },
            { key: "terms", title: "terms" },
            { key: "added", title: "added (Abu Dhabi)" },
          ],
          groups.map((group) => ({
            id: group.id,
            terms: group.terms.join(", "),
            added: abuDhabiTime(group.createdAt),
          })),
        ),
      );
    });

  synonyms
    .command("add")
    .description("add a group of two or more terms that search treats as the same")
    .argument("<term...>", "the terms (quote a term of several words)")
    .option("--json", "machine-readable output")
    .action(async (typed: string[], options: { json?: boolean }) => {
      const prisma = await ctx.prisma();
      const read = await normalise(prisma, typed, "");
      const empty = typed.filter((_, i) => read[i] === "");
      if (empty.length > 0) {
        throw new UsageError(
          `${empty.map((term) => `"${term}"`).join(", ")} ${empty.length === 1 ? "has" : "have"} no letters ` +
            "or digits; every term needs some",
        );
      }
      const terms = [...new Set(read)];
      if (terms.length < 2) {
        throw new UsageError(
          `a synonym group needs at least two different terms (as search reads them: ${terms.join(", ")})`,
        );
      }
      const added = await prisma.$transaction(async (tx) => {
        // One add at a time, so two operators cannot put the same term in two groups.
        await tx.$executeRaw`LOCK TABLE search_synonyms IN SHARE ROW EXCLUSIVE MODE`;
        const taken = await tx.searchSynonym.findMany({
          where: { terms: { hasSome: terms } },
          orderBy: { id: "asc" },
        });
        if (taken.length > 0) {
          const clashes = taken.map(
            (group) =>
              `${group.terms
                .filter((term) => terms.includes(term))
                .map((term) => `"${term}"`)
                .join(", ")} already in group ${groupText(group)}`,
          );
          throw new OpsError(
            `${clashes.join("; ")}: a term belongs to one group only. To extend a group, remove it ` +
              `(pnpm ops search synonyms remove ${taken[0]!.id}) and add it again with every term`,
          );
        }
        return tx.searchSynonym.create({ data: { terms } });
      });
      if (options.json) ctx.stdout.write(json(groupJson(added)));
      else ctx.out(`added synonym group ${groupText(added)}; new searches use it at once`);
    });

  synonyms
    .command("remove")
    .description("remove a synonym group by its id (as listed)")
    .argument("<id>", "the group's id", positiveIntArg)
    .option("--json", "machine-readable output")
    .action(async (id: number, options: { json?: boolean }) => {
      const prisma = await ctx.prisma();
      const [removed] = await prisma.$queryRaw<SynonymGroup[]>`
        DELETE FROM search_synonyms WHERE id = ${id}
        RETURNING id, terms, created_at AS "createdAt"`;
      if (!removed) {
        throw new OpsError(`no synonym group has the id ${id}; list them with: pnpm ops search synonyms`);
      }
      if (options.json) ctx.stdout.write(json({ removed: groupJson(removed) }));
      else ctx.out(`removed synonym group ${groupText(removed)}; new searches no longer use it`);
    });
}

export function registerSearchCommands(program: Command, ctx: CommandContext): void {
  const search = program
    .command("search")
    .summary("what shoppers searched for and found nothing; the synonyms search reads")
    .description(
      "What shoppers searched for and found nothing (misses), and the synonym groups search reads.\n" +
        "Changes hold for the next search: the store reads them at each search.",
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops search misses --since 30\n" +
        "  $ pnpm ops search synonyms add tyre tire tyres\n" +
        "  $ pnpm ops search synonyms remove 12",
    );
  registerMisses(search, ctx);
  registerSynonyms(search, ctx);
}
