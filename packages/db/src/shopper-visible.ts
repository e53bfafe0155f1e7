import { Prisma } from "./generated/prisma/client.js";

/**
 * The one condition every shopper read of products carries (issue 31): a product an operator hid
 * with `pnpm ops products hide` is in no listing, count, search, suggestion, home section, sitemap or
 * product page, and cannot be added to a cart or ordered. Orders, invoices and reviews already
 * written keep pointing at it. `alias` is the products table's alias in the statement.
 */
export const shopperVisible = (alias: string): Prisma.Sql => Prisma.sql`NOT ${Prisma.raw(alias)}.hidden`;

/** The same condition for Prisma's query builder. */
export const SHOPPER_VISIBLE = { hidden: false } as const;
