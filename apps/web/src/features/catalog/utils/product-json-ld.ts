import type { ProductDetail } from "@carcare/contracts";

/**
 * The product page's structured data (schema.org Product, as JSON-LD in its head): name, image,
 * description, brand, its price in AED with the stock, and, once anyone has reviewed it, the rating
 * from its reviews (aggregateRating: the same average and count as the page's ratings block).
 * `origin` makes the image's address absolute.
 */
export function productJsonLd(product: ProductDetail, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: new URL(product.image, origin).href,
    description: product.description,
    sku: String(product.id),
    category: product.category_name,
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      price: product.discounted_price.toFixed(2),
      priceCurrency: "AED",
      availability: `https://schema.org/${product.stock > 0 ? "InStock" : "OutOfStock"}`,
    },
    ...(product.ratings.count > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.ratings.average,
        reviewCount: product.ratings.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}
