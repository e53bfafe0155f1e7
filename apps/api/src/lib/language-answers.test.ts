import { LANGUAGE_COOKIE } from "@carcare/contracts/constants";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { authSuite } from "../../test/auth-suite.js";
import { createProduct } from "../../test/factories-catalog.js";
import { createCustomer, sessionCookie } from "../../test/factories.js";
import { decodedPartOf as textOf, decodedSubjectOf as subjectOf } from "../../test/smtp.js";

// Issue 27: the API answers in Arabic when the request asks for it (Accept-Language: ar, or the
// store's language cookie), and exactly today's English when it asks for nothing.
const suite = authSuite("10.27");
const { nextIp, post } = suite;
const ARABIC = /[\u0600-\u06FF]/;
const arabicCookie = `${LANGUAGE_COOKIE}=ar`;

/** A logged-in customer's session cookie ("carcare.sid=..."), through the real login. */
async function loggedIn() {
  const user = await createCustomer(suite.ctx.prisma);
  const res = await post("/api/UserLogin")
    .send({ username: user.phone, password: user.password })
    .expect(200);
  return { user, cookie: sessionCookie(res) };
}

describe("errors in the request's language", () => {
  it("when an unknown API path is asked for in Arabic, then the 404 says so in Arabic; without a language, in today's English", async () => {
    const arabic = await request(suite.ctx.app)
      .get("/api/no_such_thing")
      .set("Accept-Language", "ar")
      .expect(404);
    expect(arabic.body).toEqual({
      message: "لا يوجد في واجهة المتجر البرمجية مسار GET /api/no_such_thing.",
      error: "لا يوجد في واجهة المتجر البرمجية مسار GET /api/no_such_thing.",
    });
    const english = await request(suite.ctx.app).get("/api/no_such_thing").expect(404);
    expect(english.body).toEqual({
      message: "No API endpoint GET /api/no_such_thing.",
      error: "No API endpoint GET /api/no_such_thing.",
    });
  });

  it("when a login fails with the language cookie, then the service's refusal is Arabic; the cookie wins over Accept-Language", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const wrong = { username: user.phone, password: "not-the-password" };
    const arabic = await post("/api/UserLogin").set("Cookie", arabicCookie).send(wrong).expect(400);
    expect(arabic.body).toEqual({
      message: "رقم الهاتف أو كلمة المرور غير صحيحة",
      error: "رقم الهاتف أو كلمة المرور غير صحيحة",
    });
    const chosenEnglish = await post("/api/UserLogin")
      .set("Cookie", `${LANGUAGE_COOKIE}=en`)
      .set("Accept-Language", "ar")
      .send(wrong)
      .expect(400);
    expect(chosenEnglish.body.message).toBe("Invalid phone number or password");
    const plain = await post("/api/UserLogin").send(wrong).expect(400);
    expect(plain.body).toEqual({
      message: "Invalid phone number or password",
      error: "Invalid phone number or password",
    });
  });

  it("when a form misses its fields in Arabic, then the schema's own message and its fields are Arabic", async () => {
    const arabic = await post("/api/UserLogin")
      .set("Accept-Language", "ar-AE,ar;q=0.9,en;q=0.5")
      .send({})
      .expect(400);
    expect(arabic.body.message).toBe("يرجى تعبئة جميع الحقول");
    expect(
      Object.values(arabic.body.fields as Record<string, string>).every((text) => ARABIC.test(text)),
    ).toBe(true);
    const english = await post("/api/UserLogin").send({}).expect(400);
    expect(english.body.message).toBe("Please fill all the fields");
    expect(JSON.stringify(english.body)).not.toMatch(ARABIC);
  });

  it("when a check left to zod fails in Arabic, then the sentence names the field in Arabic", async () => {
    const { user, cookie } = await loggedIn();
    const profile = { first_name: "Mariam", last_name: "x".repeat(101), email: user.email };
    const arabic = await request(suite.ctx.app)
      .post("/api/Edit_UserProfile_By_user")
      .set("Cookie", `${cookie}; ${arabicCookie}`)
      .send(profile)
      .expect(400);
    expect(arabic.body).toMatchObject({
      message: "يجب ألا يتجاوز عدد أحرف الحقل last_name 100",
      fields: { last_name: "يجب ألا يتجاوز عدد أحرف الحقل last_name 100" },
    });
    const english = await request(suite.ctx.app)
      .post("/api/Edit_UserProfile_By_user")
      .set("Cookie", cookie)
      .send(profile)
      .expect(400);
    expect(english.body).toMatchObject({
      message: "last_name must be at most 100 characters",
      fields: { last_name: "last_name must be at most 100 characters" },
    });
  });

  it("when codes are asked again too soon in Arabic, then the 429 says how long to wait in Arabic", async () => {
    const user = await createCustomer(suite.ctx.prisma);
    const ip = nextIp();
    await post("/api/send_otp_forget_password", ip).send({ email: user.email }).expect(200);
    const arabic = await post("/api/send_otp_forget_password", ip)
      .set("Accept-Language", "ar")
      .send({ email: user.email })
      .expect(429);
    expect(Number(arabic.headers["retry-after"])).toBeGreaterThan(0);
    expect(arabic.body.message).toMatch(
      /^يرجى الانتظار (\d+ ثانية|\d+ ثوانٍ|ثانيتين|ثانية واحدة) قبل طلب رمز آخر\.$/,
    );
    const english = await post("/api/send_otp_forget_password", ip).send({ email: user.email }).expect(429);
    expect(english.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
  });
});

describe("success messages in the request's language", () => {
  it("when a product is added to the cart in Arabic, then the toast text is Arabic; without a language it is the spec's English", async () => {
    const { cookie } = await loggedIn();
    const product = await createProduct(suite.ctx.prisma, { stock: 5 });
    const arabic = await request(suite.ctx.app)
      .post(`/api/add_to_cart/${product.id}`)
      .set("Cookie", cookie)
      .set("Accept-Language", "ar")
      .send({})
      .expect(200);
    expect(arabic.body.message).toBe("تمت الإضافة بنجاح");
    const english = await request(suite.ctx.app)
      .post(`/api/add_to_cart/${product.id}`)
      .set("Cookie", cookie)
      .send({})
      .expect(200);
    expect(english.body.message).toBe("Successfully added");
  });
});

describe("the emailed codes in the asking request's language", () => {
  it("when a password code is asked for in Arabic, then the email is Arabic, right to left, and keeps the code's digits", async () => {
    const user = await createCustomer(suite.ctx.prisma, {
      email: "arabic.code@example.com",
      firstName: "Mariam",
    });
    const sent = await post("/api/send_otp_forget_password")
      .set("Accept-Language", "ar")
      .send({ email: user.email })
      .expect(200);
    expect(sent.body.message).toBe("أرسلنا رمز التحقق إلى بريدك الإلكتروني");
    const email = await suite.smtp.waitFor(user.email);
    expect(subjectOf(email)).toBe("رمز إعادة تعيين كلمة المرور");
    const text = textOf(email, "text/plain");
    expect(text).toContain("مرحبًا Mariam،");
    expect(text).toMatch(/رمز CarCare لإعادة تعيين كلمة المرور: \d{4}/);
    expect(text).toContain("الرمز صالح لمدة 10 دقائق");
    expect(text).not.toMatch(/valid for|Hello/);
    const html = textOf(email, "text/html");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<strong>10 دقائق</strong>");
  });

  it("when a password code is asked for without a language, then the email is English as before", async () => {
    const user = await createCustomer(suite.ctx.prisma, {
      email: "english.code@example.com",
      firstName: "Omar",
    });
    await post("/api/send_otp_forget_password").send({ email: user.email }).expect(200);
    const email = await suite.smtp.waitFor(user.email);
    expect(subjectOf(email)).toBe("Your password reset code");
    expect(textOf(email, "text/plain")).toMatch(
      /^Hello Omar,\n\nYour CarCare code to reset your password is: \d{4}\n/,
    );
    expect(textOf(email, "text/html")).not.toContain('dir="rtl"');
    expect(email.decoded).not.toMatch(ARABIC);
  });
});
