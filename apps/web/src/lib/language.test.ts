import { describe, expect, it } from "vitest";
import { languageOfPath, localHref, unprefixedPath } from "./language";

describe("a page's address in each language", () => {
  it.each([
    ["/", "/ar"],
    ["/cart", "/ar/cart"],
    ["/accessories?category=Car%20Interior&page=2", "/ar/accessories?category=Car%20Interior&page=2"],
    ["/#about", "/ar#about"],
    ["/?x=1", "/ar?x=1"],
    ["/accessories/12", "/ar/accessories/12"],
  ])("when %s is shown on an Arabic page, then it is %s, and back", (english, arabic) => {
    expect(localHref(english, "ar")).toBe(arabic);
    expect(localHref(english, "en")).toBe(english);
    expect(unprefixedPath(arabic)).toBe(english);
    expect(localHref(arabic, "ar")).toBe(arabic);
  });

  it("when an address is not one of the store's pages, then it stays as it is in Arabic", () => {
    for (const address of [
      "https://wa.me/971500000000",
      "//cdn.example/x",
      "#reviews",
      "/api/view_cart",
      "/images/a.webp",
    ]) {
      expect(localHref(address, "ar")).toBe(address);
    }
  });

  it("when a path starts with /ar, then it is Arabic, and only then", () => {
    expect(languageOfPath("/ar")).toBe("ar");
    expect(languageOfPath("/ar/cart")).toBe("ar");
    expect(languageOfPath("/arabic-coffee")).toBe("en");
    expect(languageOfPath("/accessories")).toBe("en");
    expect(unprefixedPath("/arabic-coffee")).toBe("/arabic-coffee");
  });
});
