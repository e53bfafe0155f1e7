import type { OrderPage } from "@carcare/contracts";

/** An order as GET /api/orders/{reference} answers it; each test changes what it is about. */
export function orderPage(overrides: Partial<OrderPage> = {}): OrderPage {
  return {
    order_id: 7,
    order_number: "CC-7KQ2M9XA",
    status: "pending_payment",
    total_price: 200,
    delivery_fee: 15,
    discount: 0,
    grand_total: 215,
    payment_method: "whatsapp",
    cod_fee: 0,
    vat_rate_percent: 5,
    vat: 10.24,
    items: [{ id: 1, product_id: 3, name: "Wax", image: "", quantity: 2, price: 100, total: 200 }],
    coupon: null,
    name: "Khalid Ahmed",
    contact: "+971501110000",
    address: {
      name: "Khalid Ahmed",
      phone_number: "+971501110000",
      street: "Airport Road",
      building_name: "Tower A",
      floor_apartment_no: "12B",
      landmark: null,
      area_district: "Al Khalidiya",
      city: "Abu Dhabi",
      state: "Abu Dhabi",
      zip_code: "",
      country: "United Arab Emirates",
    },
    created_at: "2026-11-27T08:00:00.000Z",
    paid_at: null,
    timeline: [{ status: "pending_payment", at: "2026-11-27T08:00:00.000Z" }],
    invoice: null,
    credit_note: null,
    can_cancel: true,
    ...overrides,
  };
}
