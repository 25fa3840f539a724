import type { Post } from "../../contract/api/posts.ts";
import type { Product } from "../../contract/shop/products.ts";
import type { RootData } from "./seo.ts";
import type { Language } from "../../contract/shared/language.ts";

/** schema.org objects for the pages' JSON-LD (passed to seoMeta's `jsonLd`). */

/** An image's address as structured data wants it: absolute. */
const absolute = (baseUrl: string, src: string) => (src.startsWith("/") ? `${baseUrl}${src}` : src);

export function organizationJsonLd({ baseUrl, site }: RootData) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand,
    url: `${baseUrl}/`,
    // The uploaded logo once staff have one (issue 28); the drawn seal until then.
    logo: site.logo ? absolute(baseUrl, site.logo.src) : `${baseUrl}/favicon.svg`,
    email: site.emails.primary,
    telephone: site.phone.tel,
    foundingDate: String(site.sinceYear),
    founder: { "@type": "Person", name: site.founder.name },
    sameAs: site.social.map((s) => s.href),
  };
}

export function localBusinessJsonLd({ baseUrl, site }: RootData) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.brand,
    url: `${baseUrl}/`,
    image: `${baseUrl}/og-image.png`,
    email: site.emails.primary,
    telephone: site.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.lines.join(", "),
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: site.map.latitude, longitude: site.map.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
  };
}

/** A legal answer may add when it was last reviewed and the official sources it cites. */
export function faqPageJsonLd(
  items: { question: string; answer: string; dateModified?: string; citation?: string[] }[],
  /** The page's language when it is not English (issue 29): said, as the answers are in it. */
  language: Language = "en",
) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...(language === "en" ? {} : { inLanguage: language }),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: item.answer,
        ...(item.dateModified ? { dateModified: item.dateModified } : {}),
        ...(item.citation ? { citation: item.citation } : {}),
      },
    })),
  };
}

export function blogPostingJsonLd({ baseUrl, site }: RootData, post: Post, imageUrl: string | null) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.created_at,
    dateModified: post.updated_at ?? post.created_at,
    author: { "@type": post.author === site.groupName ? "Organization" : "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: site.brand,
      logo: { "@type": "ImageObject", url: `${baseUrl}/favicon.svg` },
    },
    mainEntityOfPage: `${baseUrl}/blog/${post.id}`,
    ...(imageUrl ? { image: imageUrl } : {}),
  };
}

/**
 * The shop's products. No aggregateRating: a product's `rating` is a figure staff set, not a count
 * of customer reviews, and structured data may carry only real figures (issue 20).
 */
export function productListJsonLd(baseUrl: string, products: Product[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        name: product.title,
        description: product.description,
        category: product.category,
        image: product.image.startsWith("http") ? product.image : `${baseUrl}${product.image}`,
        offers: {
          "@type": "Offer",
          price: product.price.toFixed(2),
          priceCurrency: "INR",
          availability: "https://schema.org/InStock",
        },
      },
    })),
  };
}

/** A free web tool of the site (calculators, calendar, checker). */
export function webApplicationJsonLd(
  { baseUrl, site }: RootData,
  tool: { name: string; path: string; description: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: tool.name,
    url: `${baseUrl}${tool.path}`,
    description: tool.description,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Any (runs in the browser)",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    provider: { "@type": "Organization", name: site.brand, url: `${baseUrl}/` },
    inLanguage: "en-IN",
  };
}
