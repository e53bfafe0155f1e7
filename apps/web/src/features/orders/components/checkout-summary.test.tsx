import type { PaymentMethod } from "@carcare/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { checkoutTotals, payOnDeliveryAvailable } from "../utils/checkout-totals";
import { CheckoutSummary } from "./checkout-summary";

const info = (max: number) => ({
  whatsapp_number: "971501234567",
  phone: "+971501234567",
  email: "support@carcare.ae",
  vat_rate_percent: 5,
  pay_on_delivery: { max_total: max, fee: 7.5 },
});
const cart = { total: 100, delivery: 20, discount: null, grandTotal: 120 };

/** The address page's wiring of the summary: the chosen method changes the figures. */
function Checkout({ max, onPlace }: { max: number; onPlace: (method: PaymentMethod) => void }) {
  const [chosen, setChosen] = useState<PaymentMethod>("whatsapp");
  const available = payOnDeliveryAvailable(cart, info(max));
  const method = available ? chosen : "whatsapp";
  return (
    <CheckoutSummary
      lines={[{ id: 1, name: "Wax", image: "/wax.png", quantity: 1, total: 100 }]}
      totals={checkoutTotals(cart, method, info(max))}
      payment={{
        method,
        onChange: setChosen,
        onDeliveryAvailable: available,
        onDeliveryFee: 7.5,
        onDeliveryLimit: max,
      }}
      couponCode={null}
      updating={false}
      placing={false}
      problem={null}
      onPlaceOrder={() => onPlace(method)}
    />
  );
}

const figure = (term: string) => {
  const terms = screen.getAllByRole("term").filter((dt) => dt.textContent === term);
  return terms.length === 1 ? terms[0]!.nextElementSibling?.textContent : undefined;
};

describe("checkout summary's payment choice", () => {
  it("when pay on delivery is chosen by keyboard, then its fee is a line of its own and the grand total and VAT include it", async () => {
    const user = userEvent.setup();
    const placed: PaymentMethod[] = [];
    render(<Checkout max={5000} onPlace={(method) => placed.push(method)} />);
    const group = screen.getByRole("group", { name: "Payment" });
    const whatsapp = within(group).getByRole("radio", { name: "Pay by WhatsApp link" });
    const onDelivery = within(group).getByRole("radio", { name: "Pay on delivery (cash or card)" });
    expect(whatsapp).toBeChecked();
    expect(onDelivery).toHaveAccessibleDescription(
      "Pay in cash or by card when your order arrives. A fee of AED 7.50 is added.",
    );
    expect(figure("Pay on delivery fee")).toBeUndefined();
    expect(figure("Grand total (incl. VAT)")).toBe("AED 120.00");
    expect(figure("of which VAT 5%")).toBe("AED 5.71"); // 12,000 x 5 / 105 = 571.4 fils

    await user.click(whatsapp);
    await user.keyboard("{ArrowDown}");
    expect(onDelivery).toBeChecked();
    expect(figure("Pay on delivery fee")).toBe("AED 7.50");
    expect(figure("Grand total (incl. VAT)")).toBe("AED 127.50");
    expect(figure("of which VAT 5%")).toBe("AED 6.07"); // 12,750 x 5 / 105 = 607.1 fils

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(placed).toEqual(["pay_on_delivery"]);
  });

  it("when the grand total with the fee is above the limit, then pay on delivery is disabled and says why", () => {
    render(<Checkout max={127.49} onPlace={() => {}} />);
    const onDelivery = screen.getByRole("radio", { name: "Pay on delivery (cash or card)" });
    expect(onDelivery).toBeDisabled();
    expect(onDelivery).toHaveAccessibleDescription(
      "Not available for this order: pay on delivery is for orders up to AED 127.49.",
    );
    expect(screen.getByRole("radio", { name: "Pay by WhatsApp link" })).toBeChecked();
  });
});
