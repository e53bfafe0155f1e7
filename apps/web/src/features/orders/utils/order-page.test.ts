import type { OrderPage } from "@carcare/contracts";
import { orderPage } from "../../../test/order-page-fixture";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../../paraglide/runtime.js";
import { orderStatusText } from "./order-display";
import {
  addressLines,
  orderPageActions,
  orderTotalLines,
  paymentMethodWords,
  timelineWords,
} from "./order-page";

const invoice = {
  number: "INV-2026-1",
  issued_at: "2026-11-27T09:00:00Z",
  url: "/api/orders/CC-7KQ2M9XA/invoice",
};

afterEach(() => setLocale("en", { reload: false }));

describe("the order's status as its customer reads it", () => {
  it("when a pay-on-delivery order is pending, then it reads 'Pending', not 'Awaiting payment'", () => {
    expect(orderStatusText({ status: "pending_payment", payment_method: "pay_on_delivery" })).toBe("Pending");
  });

  it("when a WhatsApp order is pending, then it reads 'Awaiting payment'", () => {
    expect(orderStatusText({ status: "pending_payment", payment_method: "whatsapp" })).toBe(
      "Awaiting payment",
    );
  });

  it("when a pay-on-delivery order is shipped, then it reads 'Shipped' like any other", () => {
    expect(orderStatusText({ status: "shipped", payment_method: "pay_on_delivery" })).toBe("Shipped");
  });

  it("when the page is Arabic, then a pending pay-on-delivery order reads in Arabic", () => {
    setLocale("ar", { reload: false });
    expect(orderStatusText({ status: "pending_payment", payment_method: "pay_on_delivery" })).toBe(
      "قيد الانتظار",
    );
  });
});

describe("what the order page offers", () => {
  it("when a WhatsApp order awaits payment, then Pay now and Cancel are offered, and no document", () => {
    expect(orderPageActions(orderPage())).toEqual({
      payNow: true,
      cancel: true,
      invoice: null,
      creditNote: null,
    });
  });

  it("when a pay-on-delivery order is pending, then Cancel is offered but not Pay now", () => {
    const actions = orderPageActions(orderPage({ payment_method: "pay_on_delivery" }));
    expect(actions.payNow).toBe(false);
    expect(actions.cancel).toBe(true);
  });

  it("when the order is confirmed, then the invoice is offered and neither Pay now nor Cancel", () => {
    const actions = orderPageActions(
      orderPage({ status: "confirmed", can_cancel: false, paid_at: "2026-11-27T09:00:00Z", invoice }),
    );
    expect(actions).toEqual({ payNow: false, cancel: false, invoice, creditNote: null });
  });

  it("when the API says the order may not be cancelled, then no Cancel, whatever its status", () => {
    expect(orderPageActions(orderPage({ can_cancel: false })).cancel).toBe(false);
  });

  it("when a confirmed order was cancelled, then both the invoice and the credit note are offered", () => {
    const creditNote = {
      number: "CN-2026-1",
      issued_at: "2026-11-28T09:00:00Z",
      url: "/api/orders/CC-7KQ2M9XA/credit_note",
    };
    const actions = orderPageActions(
      orderPage({ status: "cancelled", can_cancel: false, invoice, credit_note: creditNote }),
    );
    expect(actions.invoice).toBe(invoice);
    expect(actions.creditNote).toBe(creditNote);
    expect(actions.payNow).toBe(false);
  });
});

describe("the order's totals", () => {
  const rows = (order: OrderPage) =>
    orderTotalLines(order).map((line) => [line.label, line.amount, line.negative ?? false]);

  it("when there is no coupon and no fee, then Total, Delivery, Grand total incl. VAT and its VAT part", () => {
    expect(rows(orderPage())).toEqual([
      ["Total", 200, false],
      ["Delivery", 15, false],
      ["Grand total (incl. VAT)", 215, false],
      ["of which VAT 5%", 10.24, false],
    ]);
  });

  it("when a coupon was used and pay on delivery has a fee, then the discount names the coupon and the fee is a line", () => {
    const order = orderPage({
      payment_method: "pay_on_delivery",
      coupon: { name: "Welcome", coupon_code: "WELCOME10", discount_percentage: 10 },
      discount: 20,
      cod_fee: 10,
      grand_total: 205,
      vat: 9.76,
    });
    expect(rows(order)).toEqual([
      ["Total", 200, false],
      ["Delivery", 15, false],
      ["Coupon WELCOME10 (10% off)", 20, true],
      ["Pay on delivery fee", 10, false],
      ["Grand total (incl. VAT)", 205, false],
      ["of which VAT 5%", 9.76, false],
    ]);
  });

  it("when the order was placed at another rate, then the VAT line says the order's own rate and figure", () => {
    const vat = orderTotalLines(orderPage({ vat_rate_percent: 10, vat: 19.55 })).at(-1);
    expect(vat).toMatchObject({ key: "vat", label: "of which VAT 10%", amount: 19.55 });
  });

  it("when the page is Arabic, then the labels are Arabic", () => {
    setLocale("ar", { reload: false });
    const labels = orderTotalLines(orderPage()).map((line) => line.label);
    expect(labels).toEqual([
      "المجموع",
      "التوصيل",
      "الإجمالي (شامل ضريبة القيمة المضافة)",
      "منها ضريبة القيمة المضافة 5%",
    ]);
  });
});

describe("the order's words", () => {
  it("when the method is pay on delivery, then it says cash or card", () => {
    expect(paymentMethodWords("pay_on_delivery")).toBe("Pay on delivery (cash or card)");
    expect(paymentMethodWords("whatsapp")).toBe("Pay by WhatsApp link");
  });

  it("when the history starts, then its first step reads 'Order placed'", () => {
    expect(timelineWords("pending_payment")).toBe("Order placed");
    expect(timelineWords("delivered")).toBe("Delivered");
  });

  it("when the address is read, then its lines skip the empty parts and name the places in the page's language", () => {
    const address = orderPage().address;
    expect(addressLines(address)).toEqual([
      "Tower A, 12B, Airport Road",
      "Al Khalidiya",
      "Abu Dhabi, Abu Dhabi, United Arab Emirates",
    ]);
    setLocale("ar", { reload: false });
    expect(addressLines(address)[2]).toBe("أبوظبي, أبوظبي, الإمارات العربية المتحدة");
  });
});
