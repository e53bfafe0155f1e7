import { describe, expect, it } from "vitest";
import type { ProductListResponse } from "@carcare/contracts";
import {
  categoryShelfQuery,
  SIMILAR_PRODUCTS_LIMIT,
  similarFromShelf,
  similarProductsQuery,
} from "./similar-products";

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

describe("Similar Products from the category's shelf", () => {
  const card = (id: number) => ({ id }) as ProductListResponse["products"][number];

  it("when the link carries no filters, then the shelf is the category with one more and no exclude", () => {
    const query = similarProductsQuery(product, new URLSearchParams());
    expect(categoryShelfQuery(product, query)).toEqual({
      category: "Car Interior",
      limit: String(SIMILAR_PRODUCTS_LIMIT + 1),
    });
  });

  it("when the link carries filters, then there is no shelf and the query keeps its exclude", () => {
    const query = similarProductsQuery(product, new URLSearchParams({ search: "wax" }));
    expect(categoryShelfQuery(product, query)).toBeNull();
    const otherCategory = similarProductsQuery(product, new URLSearchParams({ category: "Lighting" }));
    expect(categoryShelfQuery(product, otherCategory)).toBeNull();
  });

  it("when the product is on the shelf's first page, then it is dropped and the page is still full", () => {
    const shelf = { products: [1, 12, 3, 4, 5, 6, 7, 8, 9].map(card), pages: 3, total: 20 };
    expect(similarFromShelf(shelf, 12, 8)).toEqual({
      products: [1, 3, 4, 5, 6, 7, 8, 9].map(card),
      pages: 3,
      total: 19,
    });
  });

  it("when the product is further down the shelf, then the first eight show and the total still leaves it out", () => {
    const shelf = { products: [1, 2, 3, 4, 5, 6, 7, 8, 9].map(card), pages: 2, total: 17 };
    expect(similarFromShelf(shelf, 12, 8)).toEqual({
      products: [1, 2, 3, 4, 5, 6, 7, 8].map(card),
      pages: 2,
      total: 16,
    });
  });

  it("when the product is alone in its category, then nothing shows and one empty page remains", () => {
    expect(similarFromShelf({ products: [card(12)], pages: 1, total: 1 }, 12, 8)).toEqual({
      products: [],
      pages: 1,
      total: 0,
    });
  });
});
