import type { OutboxEmail } from "@carcare/db";
import { type Db, prismaOf } from "../../lib/database.js";

/** The newest outbox emails, to one address (any case) or to anyone. */
export const listOutbox = (db: Db, to: string | undefined, limit: number): Promise<OutboxEmail[]> =>
  prismaOf(db).outboxEmail.findMany({
    where: to ? { to: { equals: to, mode: "insensitive" } } : {},
    orderBy: { id: "desc" },
    take: limit,
  });
