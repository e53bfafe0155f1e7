import type { OrderDetails } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { orderPaymentLink } from "./payment-link";

/** An order as the API answers it: 2 x 833.30 with BIGCART15 (15% of 1,666.60 = 249.99, half up). */
const order: OrderDetails = {
  order_id: 1,
  order_number: "CC-22UYGHTX",
  status: "pending_payment",
  total_price: 1666.6,
  delivery_fee: 20,
  discount: 249.99,
  grand_total: 1436.61,
  payment_method: "whatsapp",
  cod_fee: 0,
  vat_rate_percent: 5,
  // 143,661 fils x 5 / 105 = 6,840.999…: half up, 6,841 fils.
  vat: 68.41,
  items: [
    {
      id: 7,
      product_id: 3,
      name: "Seat covers",
      image: "/img/x.svg",
      quantity: 2,
      price: 833.3,
      total: 1666.6,
    },
  ],
  coupon: { name: "Spend AED 500, Save 15%", coupon_code: "BIGCART15", discount_percentage: 15 },
  name: "Khalid",
  contact: "+971501110000",
  address: {
    name: "Khalid",
    phone_number: "+971501110000",
    street: "Airport Road",
    building_name: "Tower A",
    floor_apartment_no: "12B",
    area_district: "Al Khalidiya",
    landmark: null,
    city: "Abu Dhabi",
    state: "Abu Dhabi",
    zip_code: "",
    country: "United Arab Emirates",
  },
  created_at: "2026-11-26T10:00:00.000Z",
};

const textOf = (link: string) => decodeURIComponent(link.slice(link.indexOf("?text=") + 6));

describe("orderPaymentLink", () => {
  it("when the order has a coupon, then Make Payment's text has the CC- reference, the discount and the amount to pay, never the numeric id", () => {
    const link = orderPaymentLink("+971 50 123 4567", order);
    expect(link.startsWith("https://wa.me/971501234567?text=")).toBe(true);
    expect(textOf(link)).toBe(
      [
        "Order number: CC-22UYGHTX",
        "2 × Seat covers, AED 833.30 each = AED 1,666.60",
        "Total: AED 1,666.60",
        "Delivery: AED 20.00",
        "Discount (Spend AED 500, Save 15%, BIGCART15, 15% off): -AED 249.99",
        "Grand total (incl. VAT): AED 1,436.61",
        "of which VAT 5%: AED 68.41",
        "Please proceed with my order.",
      ].join("\n"),
    );
    expect(textOf(link)).not.toMatch(/Order ID|nos X/);
  });

  it("when the order has no coupon, then no discount line and the grand total and its VAT are the server's", () => {
    const text = textOf(
      orderPaymentLink("971501234567", {
        ...order,
        coupon: null,
        discount: 0,
        grand_total: 1686.6,
        // 168,660 fils x 5 / 105 = 8,031.4…: 8,031 fils, as the server kept it.
        vat: 80.31,
      }),
    );
    expect(text).not.toContain("Discount");
    expect(text.split("\n").slice(-4)).toEqual([
      "Delivery: AED 20.00",
      "Grand total (incl. VAT): AED 1,686.60",
      "of which VAT 5%: AED 80.31",
      "Please proceed with my order.",
    ]);
  });
});
