import { describe, expect, it } from "vitest";
import type { Product } from "../../contract/shop/products.ts";
import { productListJsonLd } from "./json-ld.ts";

const product: Product = {
  id: 1,
  title: "Appointment Letter Template",
  category: "HR Letter TEMPLATES",
  price: 299,
  originalPrice: null,
  image: "/images/products/letter.svg",
  description: "An appointment letter template.",
  onSale: false,
  rating: 5,
};

describe("product structured data", () => {
  it("describes the product and its offer but invents no rating or review count", () => {
    const [entry] = productListJsonLd("https://example.com", [product]).itemListElement;
    expect(entry?.item).toMatchObject({ name: product.title, offers: { price: "299.00", priceCurrency: "INR" } });
    const text = JSON.stringify(entry);
    expect(text).not.toMatch(/aggregateRating|reviewCount|ratingValue|"review"/);
  });
});
