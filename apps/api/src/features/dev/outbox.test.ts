import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";

describe("dev outbox", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No SMTP_URL: the embedded mailer keeps email in the outbox.
    ctx = await createTestContext({ TRUST_PROXY: "true" });
    await ctx.prisma.outboxEmail.create({
      data: { to: "a@example.com", subject: "Your login code", text: "is: 1234", html: "<p>1234</p>" },
    });
  });
  afterAll(() => ctx.close());

  it("when asked from this machine, then the outbox lists the email, as JSON and as a page", async () => {
    const json = await request(ctx.app).get("/api/dev/outbox?to=a@example.com").expect(200);
    expect(json.body.emails).toHaveLength(1);
    const page = await request(ctx.app).get("/dev/outbox").expect(200);
    expect(page.text).toContain("Your login code");
  });

  it("when asked from another machine, then it answers 404 and shows nothing", async () => {
    const json = await request(ctx.app)
      .get("/api/dev/outbox")
      .set("X-Forwarded-For", "192.0.2.10")
      .expect(404);
    expect(JSON.stringify(json.body)).not.toContain("1234");
    const page = await request(ctx.app).get("/dev/outbox").set("X-Forwarded-For", "192.0.2.10");
    expect(page.status).toBe(404);
    expect(page.text).not.toContain("1234");
  });

  it("when the store runs in production, then there is no outbox at all", async () => {
    // Production starts only with SMTP_URL or with email disabled on purpose (issue 31).
    const production = await createTestContext({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example",
      MAIL_DISABLED: "true",
    });
    await request(production.app).get("/api/dev/outbox").expect(404);
    await production.close();
  });
});
