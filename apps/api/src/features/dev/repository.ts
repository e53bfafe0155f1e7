import type { PrismaClient } from "@carcare/db";
import type { OutgoingEmail } from "../../lib/mailer.js";

export async function saveToOutbox(prisma: PrismaClient, email: OutgoingEmail): Promise<void> {
  await prisma.outboxEmail.create({ data: email });
}

export const listOutbox = (prisma: PrismaClient, to: string | undefined, limit: number) =>
  prisma.outboxEmail.findMany({
    where: to ? { to: { equals: to, mode: "insensitive" } } : {},
    orderBy: { id: "desc" },
    take: limit,
  });
