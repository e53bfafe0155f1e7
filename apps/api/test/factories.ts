import type { PrismaClient } from "@carcare/db";
import bcrypt from "bcrypt";
import request from "supertest";
import type { Express } from "express";

let counter = 0;

/** A customer straight in the database (bcrypt cost 4 here: speed; the API itself uses 12). */
export async function createCustomer(
  prisma: PrismaClient,
  overrides: { email?: string; phone?: string; password?: string; firstName?: string } = {},
) {
  counter += 1;
  // Seven digits, distinct for every customer of this process (each test file has its own database).
  // Gluing counter and random digits together, then cutting, let "1"+"23" and "12"+"3" collide.
  const unique = `${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(4, "0")}`;
  const password = overrides.password ?? "Secret-pass-1";
  const user = await prisma.user.create({
    data: {
      firstName: overrides.firstName ?? `Test${counter}`,
      lastName: "Customer",
      email: overrides.email ?? `customer${unique}@example.com`,
      phone: overrides.phone ?? `+97150${unique}`,
      passwordHash: await bcrypt.hash(password, 4),
    },
  });
  return { ...user, password };
}

/** A supertest agent logged in as the customer through the real login endpoint. */
export async function loginAgent(app: Express, user: { phone: string; password: string }, ip = "10.9.9.9") {
  const agent = request.agent(app);
  const res = await agent
    .post("/api/UserLogin")
    .set("X-Forwarded-For", ip)
    .send({ username: user.phone, password: user.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The session cookie ("name=value") a response set. */
export function sessionCookie(res: request.Response): string {
  const header = res.headers["set-cookie"] as unknown as string[] | undefined;
  const cookie = header?.find((c) => c.startsWith("carcare.sid="));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0]!;
}
