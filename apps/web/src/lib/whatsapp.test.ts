import { describe, expect, it } from "vitest";
import { contactFormMessage, whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("when text is given, then it is URL-encoded after the digits-only number", () => {
    expect(whatsappLink("+971 50 123 4567", "Hi & bye\nNAME: A")).toBe(
      "https://wa.me/971501234567?text=Hi%20%26%20bye%0ANAME%3A%20A",
    );
  });

  it("when no text is given, then the link has no query", () => {
    expect(whatsappLink("971501234567")).toBe("https://wa.me/971501234567");
  });

  it("when the contact form is sent, then the message has the four spec lines", () => {
    expect(contactFormMessage({ name: "A", email: "a@b.ae", phone: "050", message: "Hi" })).toBe(
      "NAME: A\nEMAIL: a@b.ae\nPHONE: 050\nMESSAGE: Hi",
    );
  });
});
