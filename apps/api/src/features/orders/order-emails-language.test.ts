import { orderChatMessage, PlaceOrderResponseSchema } from "@carcare/contracts";
import { LANGUAGE_COOKIE } from "@carcare/contracts/constants";
import { moveOrder } from "@carcare/operations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { orderFactories } from "../../../test/factories-orders.js";
import { decodedPartOf, decodedSubjectOf, startSmtpReceiver } from "../../../test/smtp.js";
import { businessContacts } from "../store-info/service.js";

// Issue 27: an order's emails (received, then the invoice an operator's confirmation sends) are in
// the language the customer placed it in, which the order keeps.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let make: ReturnType<typeof orderFactories>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  make = orderFactories(ctx.prisma, ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const ARABIC = /[\u0600-\u06FF]/;
const mail = () => ({ mailer: ctx.deps.mailer, store: businessContacts(ctx.env.BUSINESS_WHATSAPP_NUMBER) });

/** One line of 2 x 199.99 = 399.98, + 20 delivery = 419.98, placed with `language` headers. */
async function placeOrder(headers: Record<string, string>) {
  const pads = await make.product({ priceFils: 199_99, name: "Brake pads" });
  const { user, agent } = await make.shopper([{ productId: pads.id, quantity: 2 }], { firstName: "Khalid" });
  const res = await agent.post("/api/place_order").set(headers).send({}).expect(201);
  const placed = PlaceOrderResponseSchema.parse(res.body);
  return { user, placed, res, orderNumber: placed.order_details.order_number };
}

describe("an order placed in Arabic", () => {
  it("when it is placed with the language cookie, then the order keeps Arabic, the answer and the order-received email are Arabic, right to left, and its WhatsApp text is Arabic", async () => {
    const { user, placed, res, orderNumber } = await placeOrder({ Cookie: `${LANGUAGE_COOKIE}=ar` });
    expect(res.body.message).toBe("تم تقديم طلبك بنجاح");
    const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.order_id } });
    expect(stored.language).toBe("ar");

    const email = await smtp.waitFor(user.email, (m) => m.raw.includes("Content-Type: text/html"));
    expect(decodedSubjectOf(email)).toBe(`استلمنا طلبك ${orderNumber}`);
    const text = decodedPartOf(email, "text/plain");
    expect(text).toContain("مرحبًا Khalid،");
    expect(text).toContain(`شكرًا لطلبك. تم تقديم الطلب ${orderNumber} في`);
    expect(text).toContain("(بتوقيت أبوظبي)");
    for (const line of [
      "- 2 × Brake pads، سعر القطعة 199.99 د.إ، المجموع 399.98 د.إ",
      "المجموع: 399.98 د.إ",
      "التوصيل: 20.00 د.إ",
      "الإجمالي المستحق (شامل ضريبة القيمة المضافة): 419.98 د.إ",
      "منها ضريبة القيمة المضافة 5%: 20.00 د.إ",
      "عنوان التوصيل:",
      "طريقة الدفع: طلبك بانتظار دفع 419.98 د.إ.",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Hello|Grand total|How to pay|AED/);
    const chat = decodeURIComponent(/https:\/\/wa\.me\/\d+\?text=(\S+)/.exec(text)![1]!);
    expect(chat).toBe(orderChatMessage(placed.order_details, "ar"));
    expect(chat.split("\n")[0]).toBe(`رقم الطلب: ${orderNumber}`);

    const html = decodedPartOf(email, "text/html");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<strong>419.98 د.إ</strong>");
    expect(html).toContain("ادفع عبر WhatsApp");
    expect(html).not.toMatch(/Pay on WhatsApp|Unit price/);
  });

  it("when an operator confirms it, then the invoice email is Arabic too, right to left", async () => {
    const { user, placed, orderNumber } = await placeOrder({ "Accept-Language": "ar" });
    await smtp.waitFor(user.email);
    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", "paid", mail());
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.order_id } });
    const email = await smtp.waitFor(user.email, (m) => decodedSubjectOf(m).includes(invoice.number));
    expect(decodedSubjectOf(email)).toBe(`الفاتورة ${invoice.number} لطلبك ${orderNumber}`);
    const text = decodedPartOf(email, "text/plain");
    const date = new Intl.DateTimeFormat("ar-AE", {
      timeZone: "Asia/Dubai",
      day: "numeric",
      month: "long",
      year: "numeric",
    }).format(invoice.issuedAt);
    for (const line of [
      `شكرًا لك: تم تأكيد دفعتك وتأكيد الطلب ${orderNumber}. إليك فاتورتك.`,
      `رقم الفاتورة: ${invoice.number}`,
      `تاريخ الفاتورة: ${date}`,
      "الفوترة والتوصيل إلى:",
      "المجموع الفرعي: 399.98 د.إ",
      "الإجمالي المستحق (شامل ضريبة القيمة المضافة): 419.98 د.إ",
      "منها ضريبة القيمة المضافة 5%: 20.00 د.إ",
      "الحالة: مدفوعة",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Invoice number|Subtotal|Status: paid|AED/);
    const html = decodedPartOf(email, "text/html");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("مدفوعة");
  });
});

describe("an order placed in English", () => {
  it("when it is placed without a language, then the order keeps English and both emails are English, left to right", async () => {
    const { user, placed, orderNumber } = await placeOrder({});
    const stored = await ctx.prisma.order.findUniqueOrThrow({ where: { id: placed.order_id } });
    expect(stored.language).toBe("en");
    const received = await smtp.waitFor(user.email);
    expect(decodedSubjectOf(received)).toBe(`We received your order ${orderNumber}`);
    expect(decodedPartOf(received, "text/plain")).toContain(
      "Grand total (incl. VAT): AED 419.98\nof which VAT 5%: AED 20.00",
    );
    expect(received.decoded).not.toMatch(ARABIC);

    await moveOrder(ctx.deps.db, orderNumber, "confirmed", "ops:tester", "paid", mail());
    const invoice = await ctx.prisma.invoice.findUniqueOrThrow({ where: { orderId: placed.order_id } });
    const email = await smtp.waitFor(user.email, (m) => m.decoded.includes(invoice.number));
    expect(decodedSubjectOf(email)).toBe(`Invoice ${invoice.number} for your order ${orderNumber}`);
    expect(decodedPartOf(email, "text/plain")).toContain("Status: paid");
    expect(decodedPartOf(email, "text/html")).not.toContain('dir="rtl"');
    expect(email.decoded).not.toMatch(ARABIC);
  });
});

describe("an order's lines in Arabic answers", () => {
  it("when the customer's orders are read in Arabic, then a line names its product's Arabic name; in English the name as bought", async () => {
    const wipers = await make.product({ priceFils: 45_00, name: "Wiper blade 24in" });
    await ctx.prisma.product.update({ where: { id: wipers.id }, data: { nameAr: "ممسحة زجاج 24 بوصة" } });
    const { agent } = await make.shopper([{ productId: wipers.id, quantity: 1 }]);
    const placed = await agent.post("/api/place_order").set("Accept-Language", "ar").send({}).expect(201);
    expect(placed.body.order_details.items[0].name).toBe("ممسحة زجاج 24 بوصة");

    const arabic = await agent.get("/api/my_orders").set("Accept-Language", "ar").expect(200);
    expect(arabic.body.orders[0].items[0].name).toBe("ممسحة زجاج 24 بوصة");
    const one = await agent
      .get(`/api/view_order/${placed.body.order_id}`)
      .set("Accept-Language", "ar")
      .expect(200);
    expect(one.body.order_details.items[0].name).toBe("ممسحة زجاج 24 بوصة");
    const english = await agent.get("/api/my_orders").expect(200);
    expect(english.body.orders[0].items[0].name).toBe("Wiper blade 24in");
  });
});
