import { describe, expect, it } from "vitest";
import { translationUrl } from "./translate-url.ts";

describe("translationUrl", () => {
  it("sends Google the page's address without its query string or fragment", () => {
    const page = new URL("https://example.com/orders/12?key=s3cretKey#downloads");
    const url = new URL(translationUrl("hi", page));
    expect(url.origin).toBe("https://translate.google.com");
    expect(url.searchParams.get("tl")).toBe("hi");
    expect(url.searchParams.get("u")).toBe("https://example.com/orders/12");
    expect(url.href).not.toContain("s3cretKey");
  });
});
