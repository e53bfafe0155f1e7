import AxeBuilder from "@axe-core/playwright";
import { BusinessContactsSchema } from "@carcare/contracts";
import type { APIRequestContext } from "@playwright/test";
import { expect, gotoHydrated, openedWindows, recordOpenedWindows, test } from "./support";

const BRANDS = ["Bosch", "Brembo", "NGK", "Castrol", "Michelin", "Bilstein", "Philips", "Osram"];

async function businessNumber(request: APIRequestContext): Promise<string> {
  const info = BusinessContactsSchema.parse(await (await request.get("/api/store_info")).json());
  return info.whatsapp_number.replace(/\D/g, "");
}

/** The chat text a wa.me link prefills, and the number it opens. */
function chatOf(href: string | null): { number: string; text: string | null } {
  const url = new URL(href ?? "");
  expect(url.origin).toBe("https://wa.me");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") };
}

const enquiries = [
  {
    box: "Know the item code?",
    label: "Item code",
    required: "Please enter the item code",
    value: "04465-33450",
    text: "My item code is 04465-33450. I would like to know about my spare parts",
  },
  {
    box: "Search by chassis number",
    label: "Chassis number",
    required: "Please enter the chassis number",
    value: "JTDBR32E720123456",
    text: "My chassis number is JTDBR32E720123456. I would like to discover spare parts for my car",
  },
];

test.describe("/spareparts", () => {
  test("when it is opened, then its title, description and canonical link target spare parts in Abu Dhabi", async ({
    page,
  }) => {
    await gotoHydrated(page, "/spareparts");

    await expect(page).toHaveTitle("Genuine Car Spare Parts in Abu Dhabi | CarCare Abu Dhabi");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /spare parts in Abu Dhabi/,
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/spareparts");
  });

  test("when it is opened, then the hero, the three steps, the stats, Why Choose and the SEO text show", async ({
    page,
    request,
  }) => {
    const number = await businessNumber(request);
    await gotoHydrated(page, "/spareparts");
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Genuine Car Spare Parts in Abu Dhabi");
    const enquire = main.getByRole("link", { name: /^Enquire Now/ });
    expect(chatOf(await enquire.getAttribute("href"))).toEqual({
      number,
      text: "I would like to know more about spare parts",
    });
    const steps = main
      .getByRole("region", { name: "Your part in three steps" })
      .getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(["Find the part", "Order via chat", "Get it delivered"]);
    const stats = main.getByRole("definition");
    await expect(stats).toHaveText(["1M+", "100+", "1000+"]);
    await expect(main.getByRole("term")).toHaveText(["Genuine spare parts", "Top brands", "Parts shipped"]);
    const why = main.getByRole("region", { name: "Why Choose CarCare for Spare Parts" });
    await expect(why.getByRole("listitem")).toHaveCount(3);
    await expect(
      main.getByRole("heading", { name: "Car spare parts in Abu Dhabi, without the search" }),
    ).toBeVisible();
  });

  for (const enquiry of enquiries) {
    test(`when the ${enquiry.label.toLowerCase()} box is sent empty, then '${enquiry.required}' is tied to the field and no chat opens`, async ({
      page,
    }) => {
      await recordOpenedWindows(page);
      await gotoHydrated(page, "/spareparts");
      const box = page.getByRole("region", { name: enquiry.box });

      await box.getByRole("button", { name: "Enquire on WhatsApp" }).click();

      const field = box.getByLabel(enquiry.label);
      await expect(box.getByRole("alert")).toHaveText(enquiry.required);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(enquiry.required);
      expect(await openedWindows(page)).toEqual([]);
    });

    test(`when the ${enquiry.label.toLowerCase()} is filled in and sent, then the chat opens with the spec's exact text and the field is cleared`, async ({
      page,
      request,
    }) => {
      const number = await businessNumber(request);
      await recordOpenedWindows(page);
      await gotoHydrated(page, "/spareparts");
      const box = page.getByRole("region", { name: enquiry.box });
      const field = box.getByLabel(enquiry.label);
      await box.getByRole("button", { name: "Enquire on WhatsApp" }).click();
      await expect(box.getByRole("alert")).toBeVisible();

      await field.fill(`  ${enquiry.value} `);
      await box.getByRole("button", { name: "Enquire on WhatsApp" }).click();

      await expect(field).toHaveValue("");
      await expect(box.getByRole("alert")).toHaveCount(0);
      const opened = await openedWindows(page);
      expect(opened).toHaveLength(1);
      expect(chatOf(opened[0] ?? null)).toEqual({ number, text: enquiry.text });
    });
  }

  test("when a partner brand's Ask about parts is used, then the chat asks for that brand's parts", async ({
    page,
    request,
  }) => {
    const number = await businessNumber(request);
    await gotoHydrated(page, "/spareparts");
    const grid = page.getByRole("region", { name: "Parts from brands you trust" });

    await expect(grid.getByRole("listitem")).toHaveCount(8);
    await expect(grid.getByRole("heading", { level: 3 })).toHaveText(BRANDS);
    for (const brand of BRANDS) {
      const link = grid.getByRole("link", { name: `Ask about parts for ${brand}` });
      await expect(link).toHaveAttribute("target", "_blank");
      expect(chatOf(await link.getAttribute("href"))).toEqual({
        number,
        text: `I would like to know about spare parts for ${brand}`,
      });
    }
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("when it is shown on a phone with an enquiry error, then nothing scrolls sideways and axe finds nothing serious", async ({
      page,
    }) => {
      await gotoHydrated(page, "/spareparts");
      await page
        .getByRole("region", { name: "Know the item code?" })
        .getByRole("button", { name: "Enquire on WhatsApp" })
        .click();
      await expect(page.getByText("Please enter the item code")).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The layout's logo home links are left out: axe's label-content-name-mismatch there is the layout's.
      const results = await new AxeBuilder({ page })
        .exclude('header a[href="/"]')
        .exclude('footer a[href="/"]')
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
      const text = await page.locator("body").innerText();
      expect(text).not.toContain("₹");
      expect(text).not.toMatch(/\bRs\.?\b/);
    });
  });
});
