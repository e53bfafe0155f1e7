import type { OrderPage } from "@carcare/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { orderPage } from "../../../test/order-page-fixture";
import { jsonResponse } from "../../../test/render-app";
import { orderPageKey, useOrderPage } from "../api/get-order-page";
import { OrderActions } from "./order-actions";

/** The actions of `order` as the page shows them from its query; the API answers `answer(url, method)`. */
function renderActions(order: OrderPage, answer: (url: string, method: string) => Response) {
  const fetch = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(answer(url, init?.method ?? "GET")),
  );
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(orderPageKey(order.order_number), order);
  function Actions() {
    const current = useOrderPage(order.order_number);
    return current.data ? <OrderActions order={current.data} whatsappNumber="971501234567" /> : null;
  }
  render(
    <QueryClientProvider client={client}>
      <Actions />
    </QueryClientProvider>,
  );
  return { fetch, client };
}

const cancelled = orderPage({
  status: "cancelled",
  can_cancel: false,
  timeline: [
    { status: "pending_payment", at: "2026-11-27T08:00:00.000Z" },
    { status: "cancelled", at: "2026-11-27T09:00:00.000Z" },
  ],
});

describe("the order page's actions", () => {
  it("when a WhatsApp order awaits payment, then Pay now opens the chat with the order's text in a new tab", () => {
    renderActions(orderPage(), () => jsonResponse({}));
    const payNow = screen.getByRole("link", { name: "Pay now" });
    expect(payNow.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/971501234567\?text=.*CC-7KQ2M9XA/);
    expect(payNow.getAttribute("target")).toBe("_blank");
    expect(payNow).toHaveAccessibleDescription("Opens WhatsApp with your order details, in a new tab.");
  });

  it("when a pay-on-delivery order is pending, then there is no Pay now, only Cancel", () => {
    renderActions(orderPage({ payment_method: "pay_on_delivery" }), () => jsonResponse({}));
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(screen.getByText("You pay when the order is delivered, in cash or by card.")).toBeTruthy();
  });

  it("when Cancel is pressed, then nothing is sent until the customer confirms, and Keep puts the focus back on Cancel", async () => {
    const user = userEvent.setup();
    const { fetch } = renderActions(orderPage(), () =>
      jsonResponse({ message: "Cancelled", order: cancelled }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(
      screen.getByRole("group", { name: "Cancel order CC-7KQ2M9XA? This cannot be undone." }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes, cancel the order" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Keep the order" }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel order" })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when the cancel is confirmed, then it is posted once and the page's order becomes the answer's, with the outcome said", async () => {
    const user = userEvent.setup();
    const { fetch, client } = renderActions(orderPage(), () =>
      jsonResponse({ message: "Cancelled", order: cancelled }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel the order" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your order is cancelled."));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/orders/CC-7KQ2M9XA/cancel");
    expect(init?.method).toBe("POST");
    expect(client.getQueryData<OrderPage>(orderPageKey("cc-7kq2m9xa"))?.status).toBe("cancelled");
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
  });

  it("when the API refuses the cancel (409), then its reason is shown as an alert and the order is read again", async () => {
    const user = userEvent.setup();
    const confirmed = orderPage({ status: "confirmed", can_cancel: false });
    const reason = "Order CC-7KQ2M9XA is confirmed and can no longer be cancelled.";
    const { fetch } = renderActions(orderPage(), (_url, method) =>
      method === "POST" ? jsonResponse({ message: reason }, 409) : jsonResponse({ order: confirmed }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel the order" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(reason));
    // Read again: the confirmed order offers no Cancel and no Pay now any more; the reason stays.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull());
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe(reason);
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`)).toEqual([
      "POST /api/orders/CC-7KQ2M9XA/cancel",
      "GET /api/orders/CC-7KQ2M9XA",
    ]);
    expect(screen.queryByRole("status")?.textContent ?? "").toBe("");
  });
});
