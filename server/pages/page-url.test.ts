import { describe, expect, it } from "vitest";
import { testPageBuild } from "../../tests/setup/page-build.ts";
import { planPage } from "./page-url.ts";

const build = testPageBuild();
const plan = (url: string) => planPage(build, url);

describe("planPage", () => {
  it("keeps a page that ignores its query string under its path, rendered without the query", () => {
    expect(plan("/about")).toEqual({ renderPath: "/about", cacheKey: "/about" });
    expect(plan("/about?utm_source=x&utm_medium=y&fbclid=1&gclid=2&anything=3")).toEqual({
      renderPath: "/about",
      cacheKey: "/about",
    });
    expect(plan("/about?")).toEqual({ renderPath: "/about", cacheKey: "/about" });
  });

  it("renders a page with a declared key fresh, with the declared parameters only", () => {
    expect(plan("/calculator?utm_source=x&salary=5000&state=RJ&salary=6000")).toEqual({
      renderPath: "/calculator?salary=5000&state=RJ&salary=6000",
      cacheKey: undefined,
      personal: true,
    });
    expect(plan("/calculator?utm_source=x")).toEqual({ renderPath: "/calculator", cacheKey: "/calculator" });
  });

  it("reads a .data request's page, keeps _routes reduced to the ids that match, sorted", () => {
    expect(plan("/about.data?utm_source=x")).toEqual({ renderPath: "/about.data", cacheKey: "/about.data" });
    expect(plan("/_.data?fbclid=1")).toEqual({ renderPath: "/_.data", cacheKey: "/_.data" });
    const routes = encodeURIComponent("routes/about,nonsense,root,routes/home");
    expect(plan(`/about.data?_routes=${routes}&x=1`)).toEqual({
      renderPath: `/about.data?_routes=${encodeURIComponent("root,routes/about")}`,
      cacheKey: `/about.data?_routes=${encodeURIComponent("root,routes/about")}`,
    });
    expect(plan("/calculator.data?salary=1").cacheKey).toBeUndefined();
  });

  it("passes React Router's route-discovery manifest through whole, unkept", () => {
    const url = "/__manifest?paths=%2Fabout%2C%2Fblog&version=abc";
    expect(plan(url)).toEqual({ renderPath: url, cacheKey: undefined });
  });
});
