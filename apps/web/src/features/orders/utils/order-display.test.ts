import { ORDER_STATUSES, type OrderDetails } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { formatOrderDate, orderStatusWords, sortNewestFirst } from "./order-display";

describe("order status words", () => {
  it.each(ORDER_STATUSES)("when an order is %s, then it reads as words, not the API's code", (status) => {
    const words = orderStatusWords(status);
    expect(words).not.toBe(status);
    expect(words).not.toContain("_");
    expect(words).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it("when an order awaits payment, then the customer reads 'Awaiting payment'", () => {
    expect(orderStatusWords("pending_payment")).toBe("Awaiting payment");
  });
});

describe("formatOrderDate", () => {
  it("when an order is placed late in the UTC evening, then it shows the next day in Abu Dhabi", () => {
    expect(formatOrderDate("2025-06-30T20:30:00.000Z")).toBe("1 Jul 2025, 12:30 am");
  });

  it("when an order is placed at noon in Abu Dhabi, then it shows that day and 12:00 pm", () => {
    expect(formatOrderDate("2025-01-15T08:00:00Z")).toBe("15 Jan 2025, 12:00 pm");
  });
});

describe("sortNewestFirst", () => {
  const order = (order_id: number, created_at: string) => ({ order_id, created_at }) as OrderDetails;

  it("when orders come in any order, then the newest is first and a tie puts the higher id first", () => {
    const sorted = sortNewestFirst([
      order(1, "2025-01-01T10:00:00Z"),
      order(3, "2025-03-01T10:00:00Z"),
      order(2, "2025-03-01T10:00:00Z"),
      order(4, "2025-02-01T10:00:00Z"),
    ]);
    expect(sorted.map((o) => o.order_id)).toEqual([3, 2, 4, 1]);
  });
});
