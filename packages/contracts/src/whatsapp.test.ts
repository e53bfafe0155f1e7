import { describe, expect, it } from "vitest";
import { DELIVERY_FEE_FILS, filsToAed, percentOfFils } from "./money.js";
import { orderChatMessage, orderLineText, orderTotalRows, whatsappLink } from "./whatsapp.js";

describe("whatsapp", () => {
  it("when a number has a plus and spaces, then the link keeps the digits and encodes the text", () => {
    expect(whatsappLink("+971 50 123 4567")).toBe("https://wa.me/971501234567");
    expect(whatsappLink("971501234567", "A & B\nC")).toBe("https://wa.me/971501234567?text=A%20%26%20B%0AC");
  });

  it("when an order has a 15% coupon whose discount rounds, then the message names the reference, each line, the coupon and the grand total to pay", () => {
    // The server's figures: 2 x 833.30 = 1,666.60; 15% of it is 249.99 (249.990, half up to the fils);
    // 1,666.60 + 20.00 - 249.99 = 1,436.61.
    const subtotal = 2 * 833_30;
    const discount = percentOfFils(subtotal, 15);
    expect(discount).toBe(249_99);
    const grandTotal = subtotal + DELIVERY_FEE_FILS - discount;
    expect(grandTotal).toBe(1436_61);
    const text = orderChatMessage({
      order_number: "CC-22UYGHTX",
      items: [{ name: "Seat covers", quantity: 2, price: 833.3, total: 1666.6 }],
      total_price: filsToAed(subtotal),
      delivery_fee: filsToAed(DELIVERY_FEE_FILS),
      discount: filsToAed(discount),
      grand_total: filsToAed(grandTotal),
      coupon: { name: "Spend AED 500, Save 15%", coupon_code: "BIGCART15", discount_percentage: 15 },
    });
    expect(text).toBe(
      [
        "Order number: CC-22UYGHTX",
        "2 × Seat covers, AED 833.30 each = AED 1,666.60",
        "Total: AED 1,666.60",
        "Delivery: AED 20.00",
        "Discount (Spend AED 500, Save 15%, BIGCART15, 15% off): -AED 249.99",
        "Grand total: AED 1,436.61",
        "Please proceed with my order.",
      ].join("\n"),
    );
    expect(text).not.toMatch(/nos X|Order ID/);
  });

  it("when there is no coupon, then no discount line and the grand total is total plus delivery", () => {
    const text = orderChatMessage({
      order_number: "CC-7KQ2M9XA",
      items: [{ name: "Wax", quantity: 3, price: 9.97, total: 29.91 }],
      total_price: 29.91,
      delivery_fee: 20,
      discount: 0,
      grand_total: 49.91,
      coupon: null,
    });
    expect(text.split("\n")).toEqual([
      "Order number: CC-7KQ2M9XA",
      "3 × Wax, AED 9.97 each = AED 29.91",
      "Total: AED 29.91",
      "Delivery: AED 20.00",
      "Grand total: AED 49.91",
      "Please proceed with my order.",
    ]);
  });

  it("when the figures are the server's, then the text writes them as given and computes none", () => {
    // A grand total that is not total + delivery - discount is still what the text says: the server decides.
    const text = orderChatMessage({
      order_number: "CC-AAAAAAAA",
      items: [{ name: "Wax", quantity: 1, price: 10, total: 10 }],
      total_price: 10,
      delivery_fee: 20,
      discount: 0,
      grand_total: 12.34,
      coupon: null,
    });
    expect(text).toContain("Grand total: AED 12.34");
  });

  it("when an order has a pay-on-delivery fee and kept VAT, then the fee is its own row and the grand total says incl. VAT with the kept VAT part under it", () => {
    // 29.91 + 20.00 + 5.00 = 54.91; the kept VAT is written as given (the server computed it once).
    const text = orderChatMessage({
      order_number: "CC-7KQ2M9XA",
      items: [{ name: "Wax", quantity: 3, price: 9.97, total: 29.91 }],
      total_price: 29.91,
      delivery_fee: 20,
      discount: 0,
      grand_total: 54.91,
      coupon: null,
      cod_fee: 5,
      vat: 2.61,
      vat_rate_percent: 5,
    });
    expect(text.split("\n")).toEqual([
      "Order number: CC-7KQ2M9XA",
      "3 × Wax, AED 9.97 each = AED 29.91",
      "Total: AED 29.91",
      "Delivery: AED 20.00",
      "Pay on delivery fee: AED 5.00",
      "Grand total (incl. VAT): AED 54.91",
      "of which VAT 5%: AED 2.61",
      "Please proceed with my order.",
    ]);
    const rows = orderTotalRows(
      {
        subtotalFils: 29_91,
        deliveryFeeFils: 20_00,
        discountFils: 0,
        grandTotalFils: 49_91,
        coupon: null,
        codFeeFils: 0,
        vat: { fils: 2_38, ratePercent: 5 },
      },
      undefined,
      "ar",
    );
    expect(rows.map((row) => [row.label, row.fils, Boolean(row.vat)])).toEqual([
      ["المجموع", 29_91, false],
      ["التوصيل", 20_00, false],
      ["الإجمالي المستحق (شامل ضريبة القيمة المضافة)", 49_91, false],
      ["منها ضريبة القيمة المضافة 5%", 2_38, true],
    ]);
  });

  it("when totals are written for an invoice, then the first row is the subtotal and a zero discount without a coupon is left out", () => {
    const rows = orderTotalRows(
      { subtotalFils: 100_00, deliveryFeeFils: 20_00, discountFils: 0, grandTotalFils: 120_00, coupon: null },
      "Subtotal",
    );
    expect(rows.map((row) => row.label)).toEqual(["Subtotal", "Delivery", "Grand total"]);
    expect(orderLineText({ name: "Pads", quantity: 1, unitFils: 1234_50, totalFils: 1234_50 })).toBe(
      "1 × Pads, AED 1,234.50 each = AED 1,234.50",
    );
  });
});

describe("whatsapp in the customer's language (issue 27)", () => {
  const order = {
    order_number: "CC-22UYGHTX",
    items: [{ name: "Seat covers", quantity: 2, price: 833.3, total: 1666.6 }],
    total_price: 1666.6,
    delivery_fee: 20,
    discount: 249.99,
    grand_total: 1436.61,
    coupon: { name: "BIGCART", coupon_code: "BIGCART15", discount_percentage: 15 },
  };

  it("when the order message is written in Arabic, then every line is Arabic with amounts in د.إ and the brand and product names kept", () => {
    expect(orderChatMessage(order, "ar")).toBe(
      [
        "رقم الطلب: CC-22UYGHTX",
        "2 × Seat covers، سعر القطعة 833.30 د.إ، المجموع 1,666.60 د.إ",
        "المجموع: 1,666.60 د.إ",
        "التوصيل: 20.00 د.إ",
        "الخصم (BIGCART، BIGCART15، خصم 15%): -249.99 د.إ",
        "الإجمالي المستحق: 1,436.61 د.إ",
        "يرجى متابعة تنفيذ طلبي.",
      ].join("\n"),
    );
  });

  it("when no language is given or English is, then the message is today's English, word for word", () => {
    const english = orderChatMessage(order, "en");
    expect(orderChatMessage(order)).toBe(english);
    expect(english.split("\n")[0]).toBe("Order number: CC-22UYGHTX");
    expect(english).toContain("Grand total: AED 1,436.61");
    expect(english).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("when invoice totals are written in Arabic, then the labels are Arabic and the given subtotal label is kept", () => {
    const rows = orderTotalRows(
      { subtotalFils: 100_00, deliveryFeeFils: 20_00, discountFils: 0, grandTotalFils: 120_00, coupon: null },
      "المجموع الفرعي",
      "ar",
    );
    expect(rows.map((row) => row.label)).toEqual(["المجموع الفرعي", "التوصيل", "الإجمالي المستحق"]);
    expect(orderLineText({ name: "Pads", quantity: 1, unitFils: 1234_50, totalFils: 1234_50 }, "ar")).toBe(
      "1 × Pads، سعر القطعة 1,234.50 د.إ، المجموع 1,234.50 د.إ",
    );
  });
});
