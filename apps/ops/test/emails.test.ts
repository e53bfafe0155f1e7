import { vatPartFils } from "@carcare/contracts";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createOpsTestContext, type OpsTestContext } from "./helpers.js";

// Issue 31 point 2: the CLI never claims a send it did not do, a refused send waits in the outbox,
// `emails` lists it and `emails retry` sends it once, through a real SMTP receiver.
const TRN = "100234567800003";

let ctx: OpsTestContext;
let server: SMTPServer;
let smtpUrl: string;
/** While true, the receiver refuses every message after its data (451, a server in trouble). */
let refusing = false;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  ctx = await createOpsTestContext();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refusing) {
          callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  smtpUrl = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

let seq = 0;

/** A pending order for a new customer. */
async function pendingOrder() {
  seq += 1;
  const customer = await createCustomer(ctx.prisma);
  const order = await ctx.prisma.order.create({
    data: {
      orderNumber: `CC-MAIL${String(seq).padStart(4, "0")}`,
      userId: customer.id,
      subtotalFils: 24000,
      deliveryFeeFils: 2000,
      grandTotalFils: 26000,
      vatFils: vatPartFils(26000, 5),
      contactName: "Fatima Al Mansoori",
      contactPhone: "+971502223344",
      address: { building_name: "Villa 12", street: "Al Falah St", city: "Abu Dhabi" },
      lines: {
        create: [{ productName: "Foam cannon", unitPriceFils: 12000, quantity: 2, lineTotalFils: 24000 }],
      },
    },
  });
  return { customer, order };
}

describe("email honesty in pnpm ops", () => {
  it("when NODE_ENV is production with neither SMTP_URL nor MAIL_DISABLED, then a move that emails is refused naming both, and nothing changes", async () => {
    const { order } = await pendingOrder();
    const refused = await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], {
      production: true,
      storeTrn: TRN,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("SMTP_URL is not set");
    expect(refused.stderr).toContain("MAIL_DISABLED=true");
    expect((await ctx.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      "pending_payment",
    );
  });

  it("when MAIL_DISABLED=true, then the confirm says the invoice was stored, not sent, and nothing reaches the mail server", async () => {
    const { customer, order } = await pendingOrder();
    const before = received.length;
    const confirm = await ctx.ops(["orders", "move", order.orderNumber, "confirmed"], {
      production: true,
      storeTrn: TRN,
      mailDisabled: true,
      smtpUrl,
    });
    expect(confirm.code).toBe(0);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(confirm.stdout).toBe(
      `order ${order.orderNumber}: pending_payment -> confirmed\n` +
        `invoice ${invoice.number} for ${customer.email} stored, not sent (email disabled: MAIL_DISABLED=true)\n`,
    );
    expect(confirm.stdout).not.toContain("emailed");
    expect(received.length).toBe(before);
    const kept = await ctx.prisma.outboxEmail.findMany({ where: { to: customer.email } });
    expect(kept).toMatchObject([{ status: "stored", attempts: 0 }]);

    // Not pending or failed: `emails` does not list it; --all does.
    expect((await ctx.ops(["emails"])).stdout).not.toContain(customer.email);
    const all = await ctx.ops(["emails", "--all", "--json"]);
    expect(JSON.parse(all.stdout)).toContainEqual(
      expect.objectContaining({ id: kept[0]!.id, to: customer.email, status: "stored", attempts: 0 }),
    );
  });

  it("when the mail server refuses the invoice, then it is pending with the error, `emails` lists it, and `emails retry` sends it once when the server takes it", async () => {
    const { customer, order } = await pendingOrder();
    refusing = true;
    const confirm = await ctx.ops(["orders", "move", order.orderNumber, "confirmed", "--json"], { smtpUrl });
    expect(confirm.code).toBe(0);
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(JSON.parse(confirm.stdout).invoice).toEqual({
      number: invoice.number,
      emailed_to: customer.email,
      sent: false,
      outbox: "pending",
      error: expect.stringMatching(/451 try again later/),
    });
    expect(confirm.stderr).toContain("it is kept in the outbox and the store retries it (pnpm ops emails)");
    const [kept] = await ctx.prisma.outboxEmail.findMany({ where: { to: customer.email } });
    expect(kept).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringMatching(/451/) });

    const listed = await ctx.ops(["emails"]);
    expect(listed.code).toBe(0);
    const line = listed.stdout.split("\n").find((l) => l.includes(customer.email))!;
    expect(line).toMatch(
      new RegExp(`^\\s*${kept!.id}\\s+pending\\s+${customer.email}\\s+Invoice ${invoice.number}`),
    );
    expect(line).toMatch(/\s1\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(line).toContain("451 try again later");
    const listedJson = JSON.parse((await ctx.ops(["emails", "--json"])).stdout) as Record<string, unknown>[];
    expect(listedJson.find((row) => row.id === kept!.id)).toMatchObject({
      to: customer.email,
      subject: `Invoice ${invoice.number} for your order ${order.orderNumber}`,
      status: "pending",
      attempts: 1,
      next_attempt_at: kept!.nextAttemptAt!.toISOString(),
      last_error: expect.stringMatching(/451/),
    });

    // Still refused: the try is counted and the next one is later.
    const stillDown = await ctx.ops(["emails", "retry", String(kept!.id)], { smtpUrl });
    expect(stillDown.code).toBe(1);
    expect(stillDown.stderr).toContain(`email ${kept!.id} to ${customer.email} was not sent`);
    expect(stillDown.stderr).toContain("the store tries again at");
    expect((await ctx.prisma.outboxEmail.findUniqueOrThrow({ where: { id: kept!.id } })).attempts).toBe(2);

    // Without SMTP_URL the CLI cannot send it, and says why.
    const noSmtp = await ctx.ops(["emails", "retry", String(kept!.id)]);
    expect(noSmtp.code).toBe(1);
    expect(noSmtp.stderr).toContain("no SMTP_URL");

    refusing = false;
    const before = received.length;
    const retried = await ctx.ops(["emails", "retry", String(kept!.id)], { smtpUrl });
    expect(retried.code).toBe(0);
    expect(retried.stdout).toBe(
      `email ${kept!.id} (Invoice ${invoice.number} for your order ${order.orderNumber}) emailed to ${customer.email}\n`,
    );
    const arrived = received.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to).toEqual([customer.email]);
    expect(arrived[0]!.raw).toContain(`filename=${invoice.number}.pdf`);
    expect(await ctx.prisma.outboxEmail.findUniqueOrThrow({ where: { id: kept!.id } })).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
    });

    // Sent: no longer listed, and never sent again.
    expect((await ctx.ops(["emails"])).stdout).not.toContain(customer.email);
    const again = await ctx.ops(["emails", "retry", String(kept!.id)], { smtpUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Email ${kept!.id} to ${customer.email} was already sent`);
    expect(received.length).toBe(before + 1);
  });

  it("when the email named does not exist, then retry says so", async () => {
    const missing = await ctx.ops(["emails", "retry", "987654"], { smtpUrl });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("error: No email 987654 in the outbox.\n");
  });
});
