import { describe, expect, it } from "vitest";
import { orderChatMessage, whatsappLink } from "./whatsapp.js";

describe("whatsapp", () => {
  it("when a number has a plus and spaces, then the link keeps the digits and encodes the text", () => {
    expect(whatsappLink("+971 50 123 4567")).toBe("https://wa.me/971501234567");
    expect(whatsappLink("971501234567", "A & B\nC")).toBe("https://wa.me/971501234567?text=A%20%26%20B%0AC");
  });

  it("when an order has lines and a coupon, then the message lists them in the spec's order", () => {
    const text = orderChatMessage({
      order_id: 42,
      items: [
        { name: "Brake pads", quantity: 2, price: 120, total: 240 },
        { name: "Wax", quantity: 1, price: 1234.5, total: 1234.5 },
      ],
      total_price: 1474.5,
      delivery_fee: 20,
      coupon: { name: "Save 10", coupon_code: "SAVE10", discount_percentage: 10 },
    });
    expect(text).toBe(
      [
        "Order ID: 42",
        "Brake pads - 2 nos X AED 120.00 = AED 240.00",
        "Wax - 1 nos X AED 1,234.50 = AED 1,234.50",
        "Total: AED 1,474.50 + Delivery AED 20.00",
        "Coupon: Save 10 (SAVE10, 10% off)",
        "Please proceed with my order.",
      ].join("\n"),
    );
  });

  it("when there is no coupon, then no coupon line", () => {
    const text = orderChatMessage({
      order_id: 7,
      items: [{ name: "Wax", quantity: 1, price: 9.97, total: 9.97 }],
      total_price: 9.97,
      delivery_fee: 20,
      coupon: null,
    });
    expect(text).not.toContain("Coupon");
    expect(text).toContain("Wax - 1 nos X AED 9.97 = AED 9.97");
  });
});
