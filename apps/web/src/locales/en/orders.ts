/** The API's order statuses (contracts ORDER_STATUSES) in words a customer reads. */
const status = {
  pending_payment: "Awaiting payment",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const orders = {
  intro: "Every order you have placed, newest first.",
  loading: "Loading your orders...",
  loadFailed: "We could not load your orders. Please try again.",
  retry: "Try again",
  empty: "No orders Available",
  emptyAction: "Browse accessories",
  caption: "Your orders, newest first",
  columns: {
    id: "Orders Id",
    items: "Items",
    coupons: "Coupons",
    price: "Price",
    status: "Status",
    date: "Order Date",
  },
  itemLine: "{{name}} × {{quantity}}",
  noCoupon: "None",
  couponLine: "{{code}} ({{percent}}% off)",
  status,
};
