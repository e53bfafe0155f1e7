import { AppliedCouponSchema, CouponsResponseSchema } from "@carcare/contracts";
import { LANGUAGE_COOKIE } from "@carcare/contracts/constants";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createCoupon, createProduct } from "../../../test/factories-catalog.js";

// Issue 27: a coupon's name is answered in the request's language; English stays the default and the
// fallback when a coupon has no Arabic name.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ARABIC = "خصم 15% على طلبات أكثر من 100 د.إ";

async function customerWithCart() {
  const user = await createCustomer(ctx.prisma);
  const product = await createProduct(ctx.prisma, { priceFils: 20_000 });
  await ctx.prisma.cartItem.create({ data: { userId: user.id, productId: product.id, quantity: 1 } });
  return loginAgent(ctx.app, user);
}

describe("coupon names in the request's language", () => {
  it("when Arabic is asked for, then the coupon offers name each coupon in Arabic, or in English when it has none or a blank one", async () => {
    const translated = await createCoupon(ctx.prisma, {
      name: "15% off orders over AED 100",
      nameAr: ARABIC,
    });
    const untranslated = await createCoupon(ctx.prisma, { name: "Weekend 10", nameAr: null });
    const blank = await createCoupon(ctx.prisma, { name: "Blank Arabic", nameAr: "   " });

    const nameIn = (coupons: { id: number; name: string }[], id: number) =>
      coupons.find((c) => c.id === id)?.name;

    const arabic = await request(ctx.app).get("/api/view_coupons").set("Accept-Language", "ar").expect(200);
    const arabicCoupons = CouponsResponseSchema.parse(arabic.body).coupon;
    expect(nameIn(arabicCoupons, translated.id)).toBe(ARABIC);
    expect(nameIn(arabicCoupons, untranslated.id)).toBe("Weekend 10");
    expect(nameIn(arabicCoupons, blank.id)).toBe("Blank Arabic");
    expect(arabic.headers.vary).toMatch(/Accept-Language/);
    expect(arabic.headers.vary).toMatch(/Cookie/);

    // The store's language cookie chooses too; a logged-in customer's own answer is named alike.
    const viaCookie = await request(ctx.app)
      .get("/api/view_coupons")
      .set("Cookie", `${LANGUAGE_COOKIE}=ar`)
      .expect(200);
    expect(nameIn(CouponsResponseSchema.parse(viaCookie.body).coupon, translated.id)).toBe(ARABIC);
    const agent = await customerWithCart();
    const mine = await agent.get("/api/view_coupons").set("Accept-Language", "ar").expect(200);
    expect(nameIn(CouponsResponseSchema.parse(mine.body).coupon, translated.id)).toBe(ARABIC);

    const english = await request(ctx.app).get("/api/view_coupons").expect(200);
    const englishCoupons = CouponsResponseSchema.parse(english.body).coupon;
    expect(nameIn(englishCoupons, translated.id)).toBe("15% off orders over AED 100");
    expect(nameIn(englishCoupons, untranslated.id)).toBe("Weekend 10");
    const askedEnglish = await request(ctx.app)
      .get("/api/view_coupons")
      .set("Accept-Language", "en")
      .expect(200);
    expect(askedEnglish.text).toBe(english.text);
  });

  it("when a customer applies a coupon in Arabic, then the applied coupon is named in Arabic; in English by default", async () => {
    const agent = await customerWithCart();
    const coupon = await createCoupon(ctx.prisma, { name: "15% off orders over AED 100", nameAr: ARABIC });
    const plain = await createCoupon(ctx.prisma, { name: "Only English" });

    const arabic = await agent
      .post("/api/apply_coupon")
      .set("Accept-Language", "ar")
      .send({ code: coupon.code })
      .expect(200);
    expect(AppliedCouponSchema.parse(arabic.body).coupon.name).toBe(ARABIC);

    const english = await agent.post("/api/apply_coupon").send({ code: coupon.code }).expect(200);
    expect(AppliedCouponSchema.parse(english.body).coupon.name).toBe("15% off orders over AED 100");

    const fallback = await agent
      .post("/api/apply_coupon")
      .set("Accept-Language", "ar")
      .send({ code: plain.code })
      .expect(200);
    expect(AppliedCouponSchema.parse(fallback.body).coupon.name).toBe("Only English");
  });
});
