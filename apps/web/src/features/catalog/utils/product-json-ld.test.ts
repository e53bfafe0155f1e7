import { describe, expect, it } from "vitest";
import type { ProductDetail } from "@carcare/contracts";
import { productJsonLd } from "./product-json-ld";

const product = {
  id: 42,
  name: "Ceramic Wax",
  description: "Keeps the shine for months.",
  brand: "Sonax",
  category_name: "Car Exterior",
  image: "/img/products/wax.webp",
  discounted_price: 79.5,
  stock: 3,
  ratings: { average: 4.5, count: 2, distribution: [] },
} as unknown as ProductDetail;

describe("productJsonLd", () => {
  it("when the product has reviews, then its JSON-LD carries the price in AED, the stock and the rating from them", () => {
    expect(productJsonLd(product, "https://shop.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Ceramic Wax",
      image: "https://shop.example/img/products/wax.webp",
      description: "Keeps the shine for months.",
      sku: "42",
      category: "Car Exterior",
      brand: { "@type": "Brand", name: "Sonax" },
      offers: {
        "@type": "Offer",
        price: "79.50",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("when nobody reviewed it and it is sold out, then no rating is claimed and the offer says out of stock", () => {
    const ld = productJsonLd(
      { ...product, stock: 0, ratings: { average: 0, count: 0, distribution: [] } },
      "https://shop.example",
    );
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});
