// The order page's reads (issue 29): one of the customer's own orders by its number, with its lines,
// history and tax documents.
import type { Prisma } from "@carcare/db";
import { type Db, prismaOf } from "../../lib/database.js";

const orderPageInclude = {
  lines: { orderBy: { id: "asc" } },
  events: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  invoice: { select: { number: true, issuedAt: true } },
  creditNote: { select: { number: true, issuedAt: true } },
} as const satisfies Prisma.OrderInclude;

/** An order as the order page reads it: the order row, lines, history, invoice and credit note. */
export type OrderPageRow = Prisma.OrderGetPayload<{ include: typeof orderPageInclude }>;

/** The customer's own order with this number (stored upper case), or null: nobody else's. */
export const findOwnOrderByNumber = (db: Db, userId: number, orderNumber: string) =>
  prismaOf(db).order.findFirst({ where: { orderNumber, userId }, include: orderPageInclude });
