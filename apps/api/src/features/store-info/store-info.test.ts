import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, createTestContext, type TestContext } from "../../../test/context.js";
import { createLogger } from "../../lib/logger.js";

describe("store info", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("when store_info is requested without a session, then it answers the configured contacts", async () => {
    const env = { ...ctx.deps.env, BUSINESS_WHATSAPP_NUMBER: "971559876543" };
    const app = createApp({ ...ctx.deps, env, logger: createLogger("silent") });

    const res = await request(app).get("/api/store_info").expect(200);

    expect(res.body).toEqual({
      whatsapp_number: "971559876543",
      phone: "+971559876543",
      email: "support@carcare.ae",
    });
  });
});
