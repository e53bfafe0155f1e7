import { describe, expect, it } from "vitest";
import { SIMILAR_PRODUCTS_LIMIT, similarProductsQuery } from "./similar-products";

const product = { id: 12, category_name: "Car Interior" };
const limit = String(SIMILAR_PRODUCTS_LIMIT);

describe("similarProductsQuery", () => {
  it("when the link carries no filters, then the same category without this product", () => {
    expect(similarProductsQuery(product, new URLSearchParams())).toEqual({
      category: "Car Interior",
      exclude: "12",
      limit,
    });
  });

  it("when the link carries the listing's filters, then those filters without this product", () => {
    const params = new URLSearchParams({
      search: " wax ",
      brand: "Meguiar's,Sonax",
      min_price: "20",
      max_price: "99.50",
      sort: "asc",
      page: "3",
    });
    expect(similarProductsQuery(product, params)).toEqual({
      search: "wax",
      brand: "Meguiar's,Sonax",
      min_price: "20",
      max_price: "99.50",
      exclude: "12",
      limit,
    });
  });

  it("when a filter would be refused by the API, then it is dropped", () => {
    expect(similarProductsQuery(product, new URLSearchParams({ min_price: "abc", brand: "Sonax" }))).toEqual({
      brand: "Sonax",
      exclude: "12",
      limit,
    });
    expect(similarProductsQuery(product, new URLSearchParams({ min_price: "100", max_price: "50" }))).toEqual(
      { category: "Car Interior", exclude: "12", limit },
    );
    expect(similarProductsQuery(product, new URLSearchParams({ search: "x".repeat(101) }))).toEqual({
      category: "Car Interior",
      exclude: "12",
      limit,
    });
  });
});
