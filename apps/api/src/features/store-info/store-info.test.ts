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

  it("when store_info is requested without a session, then it answers the configured contacts and checkout settings", async () => {
    const env = {
      ...ctx.deps.env,
      BUSINESS_WHATSAPP_NUMBER: "971559876543",
      VAT_RATE_PERCENT: 5,
      COD_MAX_AED: 2500.5,
      COD_FEE_AED: 7.5,
    };
    const app = createApp({ ...ctx.deps, env, logger: createLogger("silent") });

    const res = await request(app).get("/api/store_info").expect(200);

    expect(res.body).toEqual({
      whatsapp_number: "971559876543",
      phone: "+971559876543",
      email: "support@carcare.ae",
      vat_rate_percent: 5,
      pay_on_delivery: { max_total: 2500.5, fee: 7.5 },
    });
  });

  it("when nothing is configured, then the rate is 5%, pay on delivery is up to AED 5,000 and has no fee (decision 023)", async () => {
    const res = await request(ctx.app).get("/api/store_info").expect(200);
    expect(res.body).toMatchObject({ vat_rate_percent: 5, pay_on_delivery: { max_total: 5000, fee: 0 } });
  });
});
