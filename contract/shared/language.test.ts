import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { packageSlugs } from "../content/packages.ts";
import { hindiGuides } from "../legal-content/hi/guides.ts";
import { servicePages } from "../legal-content/service-pages.ts";
import { englishPathOf, hindiPages, isTranslated, languageOf, linkIn, pathIn, withHindiLinks } from "./language.ts";

describe("the Hindi edition's paths (issue 29)", () => {
  it("reads the language from the path", () => {
    expect(languageOf("/hi/esic")).toBe("hi");
    expect(languageOf("/hi")).toBe("hi");
    expect(languageOf("/hiring")).toBe("en");
    expect(languageOf("/esic")).toBe("en");
    expect(englishPathOf("/hi/esic")).toBe("/esic");
    expect(englishPathOf("/hi/")).toBe("/");
    expect(englishPathOf("/esic")).toBe("/esic");
    expect(pathIn("hi", "/tools/gratuity-calculator")).toBe("/hi/tools/gratuity-calculator");
    expect(pathIn("hi", "/")).toBe("/hi/");
    expect(pathIn("en", "/esic")).toBe("/esic");
  });

  it("offers a Hindi version exactly where a /hi route serves one", () => {
    // "hi" is the Hindi home page, /hi/; a route with a slug serves each page of its kind.
    const slugsOf: Record<string, readonly string[]> = {
      "/services/:slug": servicePages.map((page) => page.slug),
      "/packages/:slug": packageSlugs,
    };
    const hindiRoutes = routes.flatMap((r) => {
      const path = r.path === "hi" ? "/" : r.path?.startsWith("hi/") ? `/${r.path.slice(3)}` : null;
      if (path === null) return [];
      const slugs = slugsOf[path];
      return slugs ? slugs.map((slug) => path.replace(":slug", slug)) : [path];
    });
    expect(new Set(hindiRoutes)).toEqual(hindiPages);
    for (const guide of hindiGuides) expect(isTranslated(guide.path)).toBe(true);
    expect(isTranslated("/comparison")).toBe(false);
    expect(isTranslated("/hi/esic")).toBe(true);
  });
  it("leads a Hindi page's links to the Hindi version where there is one, and leaves every other address", () => {
    expect(linkIn("hi", "/esic")).toBe("/hi/esic");
    expect(linkIn("hi", "/contact?from=services#form")).toBe("/hi/contact?from=services#form");
    expect(linkIn("hi", "/product-listing")).toBe("/product-listing");
    expect(linkIn("hi", "/images/hero.svg")).toBe("/images/hero.svg");
    expect(linkIn("hi", "//example.com/esic")).toBe("//example.com/esic");
    expect(linkIn("hi", "https://www.esic.gov.in/")).toBe("https://www.esic.gov.in/");
    expect(linkIn("en", "/esic")).toBe("/esic");
    const document = {
      title: "/esic",
      cta: { label: "संपर्क करें", to: "/contact" },
      cards: [{ to: "/tools/gratuity-calculator", image: { src: "/images/a.svg", alt: "" } }, { to: "/cart" }],
      count: 3,
      shown: true,
    };
    expect(withHindiLinks(document)).toEqual({
      title: "/hi/esic",
      cta: { label: "संपर्क करें", to: "/hi/contact" },
      cards: [{ to: "/hi/tools/gratuity-calculator", image: { src: "/images/a.svg", alt: "" } }, { to: "/cart" }],
      count: 3,
      shown: true,
    });
  });
});
