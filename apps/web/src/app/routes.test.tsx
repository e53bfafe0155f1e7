import type { PromotedProductsResponse, User } from "@carcare/contracts";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, refusal, renderApp } from "../test/render-app";

const DEMO_USER: User = {
  id: 1,
  first_name: "Demo",
  last_name: "Customer",
  email: "demo@carcare.ae",
  username: "+971501234567",
};

const DEALS: PromotedProductsResponse = {
  max_discount: 25,
  promoted_products: [
    {
      id: 7,
      name: "Ceramic Wax",
      image: "/img/x.svg",
      discounted_price: 75,
      original_price: 100,
      discount_percentage: 25,
      average_rating: 0,
      review_count: 0,
    },
  ],
};

beforeEach(() => {
  // The loaders read the fake store; anything the browser would still fetch gets an empty answer.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(jsonResponse({}))),
  );
});

/** The store layout's frame: the header and the footer with its copyright line. */
async function expectInsideLayout() {
  expect(screen.getByRole("banner")).toBeInTheDocument();
  expect(await screen.findByRole("contentinfo")).toHaveTextContent("© 2025 CarCare");
}

describe("routes", () => {
  it.each([
    ["/subscription", "Car Service Plans in Abu Dhabi"],
    ["/myplan", "My Plan"],
    ["/accessories", "Car Accessories"],
    ["/spareparts", "Genuine Car Spare Parts in Abu Dhabi"],
    ["/servicepage", "Car Services"],
    ["/cart", "Cart"],
    ["/address", "Delivery Address"],
    ["/confirm", "Order Confirmation"],
    ["/wishlist", "My Collection"],
    ["/orders", "My Orders"],
    ["/profile", "My Profile"],
  ])("when %s is opened, then its page titled %j shows inside the layout", async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    await expectInsideLayout();
  });

  it("when / is opened, then the hero and Today's Deals from the store show", async () => {
    const viewPromotedProducts = vi.fn(() => DEALS);
    renderApp("/", { answers: { viewPromotedProducts } });

    expect(await screen.findByRole("heading", { level: 1, name: /abu dhabi/i })).toBeInTheDocument();
    const deals = screen.getByRole("region", { name: /Today's Deals/ });
    expect(within(deals).getByText("Ceramic Wax")).toBeInTheDocument();
    expect(within(deals).getByRole("heading", { level: 2 })).toHaveTextContent("Today's Deals Up to 25% OFF");
    expect(viewPromotedProducts).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalledWith("/api/view_promoted_products", expect.anything());
  });

  it("when the store has no promoted products, then / hides Today's Deals and still shows the hero", async () => {
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: /abu dhabi/i })).toBeInTheDocument();
    expect(screen.queryByText(/Today's Deals/)).not.toBeInTheDocument();
    expect(screen.queryByText(/page you are looking for was not found/)).not.toBeInTheDocument();
  });

  it("when /support is opened, then the support page shows its form inside the layout", async () => {
    renderApp("/support");

    expect(await screen.findByRole("heading", { level: 1, name: "Support" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    await expectInsideLayout();
  });

  it("when an unknown route is opened, then the 404 page shows inside the layout", async () => {
    renderApp("/no/such/page");

    expect(await screen.findByRole("heading", { level: 1, name: "404!" })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for was not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back Home" })).toHaveAttribute("href", "/");
    await expectInsideLayout();
  });

  it("when a product the store does not have is opened, then the not-found page says so", async () => {
    const editProduct = vi.fn(() => {
      throw refusal(404, { message: "Product not found" });
    });
    renderApp("/accessories/999", { answers: { editProduct } });

    expect(await screen.findByRole("heading", { level: 1, name: "404!" })).toBeInTheDocument();
    expect(editProduct).toHaveBeenCalledWith({ params: { id: 999 } });
    expect(screen.getByRole("link", { name: "Back Home" })).toHaveAttribute("href", "/");
    await expectInsideLayout();
  });

  it("when /privacy is opened, then it renders outside the store layout", async () => {
    renderApp("/privacy");

    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Cart" })).not.toBeInTheDocument();
  });
});

describe("session", () => {
  it("when a visitor opens a private page, then a login prompt shows and its Login button opens the Login dialog", async () => {
    const { user } = renderApp("/cart");

    const prompt = (await screen.findByRole("heading", { level: 1, name: "Cart" })).closest("section")!;
    expect(prompt).toHaveTextContent("Please log in to see this page.");
    await user.click(within(prompt).getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("dialog", { name: "Login" })).toBeInTheDocument();
  });

  it("when the store has a logged-in customer, then the header shows their avatar initial and no Login", async () => {
    renderApp("/orders", {
      userId: DEMO_USER.id,
      answers: { getLoggedInUser: () => DEMO_USER, myOrders: () => ({ orders: [] }) },
    });

    const header = await screen.findByRole("banner");
    const avatar = await within(header).findByRole("button", { name: "Account Settings for Demo" });
    expect(avatar).toHaveTextContent("D");
    expect(within(header).queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "My Orders" })).toBeInTheDocument();
  });
});
