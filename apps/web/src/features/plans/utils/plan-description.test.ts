import { describe, expect, it } from "vitest";
import { parsePlanDescription } from "./plan-description";

describe("parsePlanDescription", () => {
  it("when the description has a paragraph and a list, then the paragraph is the summary and each item a bullet", () => {
    expect(
      parsePlanDescription("<p>Keep it clean.</p><ul><li>2 washes a month</li><li>Tyre shine</li></ul>"),
    ).toEqual({ summary: "Keep it clean.", features: ["2 washes a month", "Tyre shine"] });
  });

  it("when an item holds markup and entities, then the bullet is its plain text", () => {
    expect(
      parsePlanDescription("<ul><li><strong>Oil</strong> &amp; filters,<br>every&nbsp;10,000 km</li></ul>")
        .features,
    ).toEqual(["Oil & filters, every 10,000 km"]);
  });

  it("when an item's text looks like a tag once decoded, then it stays text (never markup)", () => {
    expect(parsePlanDescription("<ul><li>&lt;script&gt;x&lt;/script&gt;</li></ul>").features).toEqual([
      "<script>x</script>",
    ]);
  });

  it("when the description has no list, then there are no bullets", () => {
    expect(parsePlanDescription("<p>Just words</p>")).toEqual({ summary: "Just words", features: [] });
  });

  it("when items are in an ordered list or empty, then the ordered ones count and the empty ones are dropped", () => {
    expect(parsePlanDescription("<ol><li>One</li><li> </li><li>Two</li></ol>")).toEqual({
      summary: null,
      features: ["One", "Two"],
    });
  });
});
