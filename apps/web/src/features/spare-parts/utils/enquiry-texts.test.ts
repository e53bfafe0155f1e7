import { describe, expect, it } from "vitest";
import { brandMessage, chassisMessage, itemCodeMessage, PARTNER_BRANDS } from "./enquiry-texts";

describe("spare-parts chat messages", () => {
  it("when an item code is sent, then the message is the spec's with the code", () => {
    expect(itemCodeMessage("04465-33450")).toBe(
      "My item code is 04465-33450. I would like to know about my spare parts",
    );
  });

  it("when a chassis number is sent, then the message is the spec's, 'chassis' spelt right", () => {
    expect(chassisMessage("JTDBR32E720123456")).toBe(
      "My chassis number is JTDBR32E720123456. I would like to discover spare parts for my car",
    );
  });

  it("when a brand tile is used, then the message names the brand", () => {
    expect(brandMessage("Bosch")).toBe("I would like to know about spare parts for Bosch");
  });

  it("when the text has characters a message format could escape, then they arrive as typed", () => {
    expect(itemCodeMessage("A&B<1>")).toBe(
      "My item code is A&B<1>. I would like to know about my spare parts",
    );
  });

  it("when the brand grid is built, then it has the spec's 8 distinct tiles", () => {
    expect(new Set(PARTNER_BRANDS.map((brand) => brand.name)).size).toBe(8);
  });
});
