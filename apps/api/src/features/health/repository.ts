import { type Db, prismaOf } from "../../lib/database.js";

/** True when the database answers a trivial query (through the Prisma client) within the time limit. */
export async function pingDatabase(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([prismaOf(db).$queryRaw`select 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
