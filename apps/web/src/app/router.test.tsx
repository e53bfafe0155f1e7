import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RouteErrorPage } from "../pages/route-error";
import { HEALTHY, jsonResponse, renderApp, revealLazySections } from "../test/render-app";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(jsonResponse(HEALTHY))),
  );
});

describe("routes", () => {
  it.each([
    ["/subscription", "Subscription Plans"],
    ["/myplan", "My Plan"],
    ["/accessories", "Car Accessories"],
    ["/accessories/12", "Product Details"],
    ["/spareparts", "Spare Parts"],
    ["/servicepage", "Car Services"],
    ["/servicepage/3", "Service Details"],
    ["/cart", "Cart"],
    ["/address", "Delivery Address"],
    ["/confirm", "Order Confirmation"],
    ["/wishlist", "My Collection"],
    ["/orders", "My Orders"],
    ["/profile", "My Profile"],
  ])("when %s is opened, then its page titled %j loads inside the layout", async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    revealLazySections();
    expect(await screen.findByRole("contentinfo")).toHaveTextContent("© 2025 CarCare");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe(`${title} | CarCare Abu Dhabi`));
  });

  it("when / is opened, then the home page shows its first screen and loads today's deals from the API", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        Promise.resolve(
          url.startsWith("/api/view_promoted_products")
            ? jsonResponse({
                max_discount: 25,
                promoted_products: [
                  {
                    id: 7,
                    name: "Ceramic Wax",
                    image: "/img/x.svg",
                    discounted_price: 75,
                    original_price: 100,
                    discount_percentage: 25,
                  },
                ],
              })
            : jsonResponse({}),
        ),
      ),
    );
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: /abu dhabi/i })).toBeInTheDocument();
    expect(await screen.findByText("Ceramic Wax")).toBeInTheDocument();
    expect(screen.getByText(/Upto 25% OFF/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      "/api/view_promoted_products",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("when the API answers without products, then the home page hides Today's Deals and does not break", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse({}))),
    );
    renderApp("/");

    expect(await screen.findByRole("heading", { level: 1, name: /abu dhabi/i })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/view_promoted_products", expect.anything()));
    expect(screen.queryByText(/Today's Deals/)).not.toBeInTheDocument();
    expect(screen.queryByText(/page you are looking is not found/)).not.toBeInTheDocument();
  });

  it("when /support is opened, then the real support page loads inside the layout", async () => {
    renderApp("/support");

    expect(await screen.findByRole("heading", { level: 1, name: "Support" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("when an unknown route is opened, then the 404 page shows inside the layout", async () => {
    renderApp("/no/such/page");

    expect(await screen.findByRole("heading", { name: "404!" })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking is not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("when a route throws, then the 404 page is shown and the error is logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("boom");
    }

    renderApp("/", [{ path: "/", element: <Broken />, errorElement: <RouteErrorPage /> }]);

    expect(await screen.findByRole("heading", { name: "404!" })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Route error:", expect.objectContaining({ message: "boom" }));
  });

  it("when /privacy is opened, then it renders outside the main layout", async () => {
    renderApp("/privacy");

    expect(await screen.findByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Cart" })).not.toBeInTheDocument();
  });
});

describe("layout", () => {
  it("when the header renders, then it links every section of the store", async () => {
    renderApp("/orders");
    await screen.findByRole("heading", { name: "My Orders" });

    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["Subscribe", "/subscription"],
      ["Accessories", "/accessories"],
      ["Spare Parts", "/spareparts"],
      ["Services", "/servicepage"],
      ["About Us", "/#about"],
      ["Contact Us", "/#contact"],
    ]);
    expect(
      within(screen.getByRole("banner")).getByRole("link", { name: "CarCare Abu Dhabi, home" }),
    ).toHaveAttribute("href", "/");
  });

  it("when the menu button is used, then the mobile menu opens, and Escape closes it and returns focus", async () => {
    const { user } = renderApp("/orders");
    await screen.findByRole("heading", { name: "My Orders" });
    const button = screen.getByRole("button", { name: "Open menu" });
    const menuId = button.getAttribute("aria-controls") ?? "";

    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(menuId)).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAccessibleName("Close menu");
    // The panel is a lazily loaded module: it appears once loaded.
    await waitFor(() => expect(document.getElementById(menuId)).toBeVisible());

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(menuId)).toBeNull();
    expect(button).toHaveFocus();
  });

  it("when a link in the mobile menu is followed, then the menu closes and the new page has focus", async () => {
    const { user, router } = renderApp("/orders");
    await screen.findByRole("heading", { name: "My Orders" });
    const button = screen.getByRole("button", { name: "Open menu" });
    await user.click(button);
    const menuId = button.getAttribute("aria-controls") ?? "";
    await waitFor(() => expect(document.getElementById(menuId)).not.toBeNull());
    const menu = document.getElementById(menuId)!;

    await user.click(within(menu).getByRole("link", { name: "Accessories" }));

    expect(await screen.findByRole("heading", { name: "Car Accessories" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/accessories");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("when the skip link is used, then focus moves to the main content", async () => {
    const { user } = renderApp("/orders");
    await screen.findByRole("heading", { name: "My Orders" });

    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    await user.click(skip);

    expect(screen.getByRole("main")).toHaveFocus();
  });
});
