import { PRODUCT_PAGE_SIZE } from "@carcare/contracts";
import { describe, expect, it } from "vitest";
import { listingSearch, valuesOf } from "./listing-search";
import { clampToLastPage, parseListingSearch } from "./parse-listing-search";

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));

const PLAIN = {
  search: undefined,
  category: [],
  brand: [],
  min_price: undefined,
  max_price: undefined,
  sort: undefined,
  page: 1,
  limit: PRODUCT_PAGE_SIZE,
  exclude: undefined,
};

describe("parseListingSearch", () => {
  it("when the address has no query, then it is the first page of everything in the default order", () => {
    expect(parse("")).toEqual(PLAIN);
  });

  it("when every value is good, then each is read as the API reads it (prices in fils)", () => {
    expect(
      parse(
        "search=wax&category=Car+Interior,Performance&brand=3M&min_price=50&max_price=199.99&sort=desc&page=3",
      ),
    ).toMatchObject({
      search: "wax",
      category: ["Car Interior", "Performance"],
      brand: ["3M"],
      min_price: 5000,
      max_price: 19999,
      sort: "desc",
      page: 3,
    });
  });

  it("when a name list is given as repeated keys (a form sent without JavaScript), then they are joined", () => {
    expect(parse("category=Car+Interior&category=Performance&brand=K%26N").category).toEqual([
      "Car Interior",
      "Performance",
    ]);
    expect(parse("brand=K%26N").brand).toEqual(["K&N"]);
  });

  it("when page is not a number (page=abc), then page 1 shows and the other filters still apply", () => {
    expect(parse("page=abc&brand=Bosch")).toMatchObject({ page: 1, brand: ["Bosch"] });
  });

  it("when page is 0, negative or fractional, then page 1 shows", () => {
    for (const page of ["0", "-2", "1.5", ""]) expect(parse(`page=${page}`).page).toBe(1);
  });

  it("when min_price is negative (min_price=-5), then there is no minimum and max_price still applies", () => {
    expect(parse("min_price=-5&max_price=100")).toMatchObject({ min_price: undefined, max_price: 10000 });
  });

  it("when a price is not an amount (three decimals, letters), then that bound is dropped", () => {
    expect(parse("min_price=1.999&max_price=lots")).toMatchObject({
      min_price: undefined,
      max_price: undefined,
    });
  });

  it("when min_price is above max_price, then the range between them is shown", () => {
    expect(parse("min_price=500&max_price=100&sort=asc")).toMatchObject({
      min_price: 10000,
      max_price: 50000,
      sort: "asc",
    });
  });

  it("when sort is unknown (sort=cheapest), then the default order shows; ASC counts as asc", () => {
    expect(parse("sort=cheapest&search=mat")).toMatchObject({ sort: undefined, search: "mat" });
    expect(parse("sort=ASC").sort).toBe("asc");
  });

  it("when search is longer than the API takes, then the listing is not searched", () => {
    expect(parse(`search=${"a".repeat(101)}&page=2`)).toMatchObject({ search: undefined, page: 2 });
  });

  it("when the address sets limit or exclude, then the store's page size holds and nothing is excluded", () => {
    const filter = parse("limit=48&exclude=3");
    expect(filter.limit).toBe(PRODUCT_PAGE_SIZE);
    expect(filter.exclude).toBeUndefined();
  });
});

describe("clampToLastPage", () => {
  it("when the page is past the end (page=99 of 4), then the last page shows", () => {
    expect(clampToLastPage(parse("page=99&brand=Bosch"), 4)).toMatchObject({ page: 4, brand: ["Bosch"] });
  });

  it("when the page exists, then the same filter comes back untouched", () => {
    const filter = parse("page=2");
    expect(clampToLastPage(filter, 4)).toBe(filter);
  });
});

describe("listingSearch", () => {
  it("when a parsed address is written back, then it is the same short address (defaults left out)", () => {
    const address =
      "search=wax&category=Car+Interior,Performance&brand=K%26N&min_price=49.5&max_price=200&sort=asc&page=2";
    expect(listingSearch(valuesOf(parse(address)))).toBe(address);
    expect(listingSearch(valuesOf(parse("page=1&sort=&min_price=")))).toBe("");
  });
});
