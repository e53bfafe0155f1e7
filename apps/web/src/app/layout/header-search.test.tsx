import type { SearchSuggestionsResponse } from "@carcare/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/render-app";
import { HeaderSearch } from "./header-search";
import { listingHref, suggestionOptions } from "./header-search-suggestions";

const WIPERS: SearchSuggestionsResponse = {
  query: "wip",
  products: [
    {
      id: 29,
      name: "Bosch AeroTwin Wiper",
      image: "/w.svg",
      price: 119,
      original_price: 119,
      discount_percentage: 0,
    },
    {
      id: 30,
      name: "Bosch Clear Wiper",
      image: "",
      price: 44.1,
      original_price: 49,
      discount_percentage: 10,
    },
  ],
  categories: [{ id: 2, name: "Car Exterior" }],
  brands: [{ id: 4, name: "Bosch" }],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The header's search on a page, the API answering `answer(q)` (a Response, or a promise of one). */
function renderSearch(answer: (q: string) => Response | Promise<Response>) {
  const fetch = vi.fn((url: string) => answer(new URL(url, "http://localhost").searchParams.get("q") ?? ""));
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/"]}>
        <HeaderSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, box: screen.getByRole("combobox", { name: "Search products and brands" }) };
}

describe("header search", () => {
  it("when a shopper types, then suggestions are asked for once typing pauses, from the second character, and listed as options in groups", async () => {
    const { fetch, box } = renderSearch(() => jsonResponse(WIPERS));
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard("w");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    await user.keyboard("ip");

    const options = await screen.findAllByRole("option");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe("/api/search_suggestions?q=wip");
    expect(options.map((option) => option.getAttribute("href"))).toEqual([
      "/accessories/29",
      "/accessories/30",
      "/accessories?category=Car+Exterior",
      "/accessories?brand=Bosch",
    ]);
    expect(options[1]).toHaveTextContent("Bosch Clear WiperAED 44.10");
    expect(screen.getByRole("group", { name: "Brands" })).toContainElement(options[3]!);
    // The box hears the list's state from an effect, one render after the options: on a loaded
    // machine that render may not have run yet when they are found.
    await waitFor(() => expect(box).toHaveAttribute("aria-expanded", "true"));
    expect(screen.getByRole("status")).toHaveTextContent("4 suggestions");
  });

  it("when the arrows move and Enter is pressed, then the highlighted option opens; Enter with none searches the listing", async () => {
    const { box } = renderSearch(() => jsonResponse(WIPERS));
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard("wip");
    const options = await screen.findAllByRole("option");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", options[3]!.id);
    expect(options[3]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/accessories/30");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.keyboard(" {Escape}{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/accessories?search=wip");
  });

  it("when the answer is empty, corrected or refused, then the box says so without a list, and the form still searches", async () => {
    const error = vi.spyOn(console, "error");
    const { box } = renderSearch((q) =>
      q === "zz"
        ? jsonResponse({ query: "zz", products: [], categories: [], brands: [] })
        : q === "wpier"
          ? jsonResponse({ ...WIPERS, query: "wpier", corrected: "wiper" })
          : jsonResponse({ message: "Something went wrong" }, 500),
    );
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard("zz");
    // Said by the status, and shown in the box's popup.
    const empty = "No suggestions for “zz”. Press Enter to search all products.";
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(empty));
    expect(screen.getAllByText(empty)).toHaveLength(2);
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.clear(box);
    await user.keyboard("wpier");
    expect(await screen.findByText("Showing suggestions for “wiper”")).toBeVisible();
    expect(screen.getAllByRole("option")).toHaveLength(4);

    await user.clear(box);
    await user.keyboard("broken");
    const unavailable = "Suggestions are not available right now. Press Enter to search.";
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(unavailable));
    expect(screen.getAllByText(unavailable)).toHaveLength(2);
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/accessories?search=broken");
    expect(error).not.toHaveBeenCalled();
  });

  it("when an older text's answer arrives after a newer one's, then only the newer text's suggestions show", async () => {
    let releaseOlder: () => void = () => {};
    const older = new Promise<void>((resolve) => (releaseOlder = resolve));
    const { box } = renderSearch(async (q) => {
      if (q === "bo") {
        await older;
        return jsonResponse({
          query: "bo",
          products: [],
          categories: [],
          brands: [{ id: 9, name: "Bosal" }],
        });
      }
      return jsonResponse({ ...WIPERS, query: q });
    });
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard("bo");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.keyboard("sch");
    await screen.findAllByRole("option");
    releaseOlder();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("Bosal")).not.toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(4);
  });

  it("when Escape is pressed, then the list closes and the text stays", async () => {
    const { box } = renderSearch(() => jsonResponse(WIPERS));
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard("wip");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(box).toHaveValue("wip");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });
});

describe("suggestion addresses", () => {
  it("when an answer is listed, then products link to their pages and categories and brands to the listing filtered by them", () => {
    expect(suggestionOptions(WIPERS).map((option) => option.href)).toEqual([
      "/accessories/29",
      "/accessories/30",
      "/accessories?category=Car+Exterior",
      "/accessories?brand=Bosch",
    ]);
    expect(listingHref({ search: "  " })).toBe("/accessories");
    expect(listingHref({ search: " meguiar's wax " })).toBe("/accessories?search=meguiar%27s+wax");
  });
});
