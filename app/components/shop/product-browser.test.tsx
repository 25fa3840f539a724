// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shopCopy } from "../../content/shop.ts";
import { ProductBrowser } from "./product-browser.tsx";

const product = {
  id: 1,
  title: "Leave Policy",
  category: "HR POLICY TEMPLATES",
  price: 399,
  originalPrice: null,
  image: "/p.svg",
  description: "x",
  onSale: false,
  rating: 4,
};

function renderBrowser(initial: (typeof product)[]) {
  return render(
    <MemoryRouter>
      <ProductBrowser initialProducts={initial} copy={shopCopy.listing} />
    </MemoryRouter>,
  );
}

describe("ProductBrowser", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows Loading... until the products arrive when the server rendered none", async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderBrowser([]);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Loading...");
    answer(new Response(JSON.stringify([product]), { status: 200 }));
    expect(await screen.findByText("Leave Policy")).toBeTruthy();
    expect(screen.queryByText("Loading...")).toBeNull();
  });

  it("replaces the server-rendered list with Failed to fetch products when the refresh fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("nope", { status: 503 }))),
    );
    renderBrowser([product]);
    expect(screen.getByText("Leave Policy")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch products");
    expect(screen.queryByText("Leave Policy")).toBeNull();
  });
});
