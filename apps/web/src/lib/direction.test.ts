import { setLocale } from "../paraglide/runtime.js";
import { isolateLtr, layoutDirection } from "./direction";

describe("direction", () => {
  it("when an element or one around it is right to left, then its layout direction is rtl", () => {
    const outer = document.createElement("div");
    outer.style.direction = "rtl";
    const island = document.createElement("span");
    island.style.direction = "ltr";
    outer.append(island);
    document.body.append(outer);
    expect(layoutDirection(outer)).toBe("rtl");
    expect(layoutDirection(island)).toBe("ltr");
    expect(layoutDirection(document.body)).toBe("ltr");
    outer.remove();
  });

  it("when a phone number is isolated on an Arabic page, then it is wrapped in LRI … PDI and otherwise unchanged; on an English page it is as it was", () => {
    setLocale("ar", { reload: false });
    expect(isolateLtr("+971 50 123 4567")).toBe("\u2066+971 50 123 4567\u2069");
    setLocale("en", { reload: false });
    expect(isolateLtr("+971 50 123 4567")).toBe("+971 50 123 4567");
  });
});
