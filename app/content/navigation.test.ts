import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { footerDefault as footer } from "../../contract/content/footer.ts";
import { contactCta, navGroups, topLinks } from "./navigation.ts";
import { publicPagePaths } from "./public-pages.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** The URL patterns of routes.ts, as regular expressions (":param" matches one segment). */
function patterns(entries: RouteEntry[], prefix = ""): RegExp[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const own =
      entry.path === "*"
        ? []
        : [new RegExp(`^${(path || "/").replace(/:[^/]+/g, "[^/]+").replace(/\/$/, "") || "/"}/?$`)];
    return [...own, ...patterns(entry.children ?? [], path)];
  });
}

const known = patterns(routes as RouteEntry[]);
const resolves = (to: string) => known.some((re) => re.test(to.split("#")[0]!.split("?")[0]!));

describe("navigation", () => {
  it("every header, menu and footer link resolves to a route of routes.ts", () => {
    const links = [
      ...topLinks,
      contactCta,
      ...navGroups.flatMap((g) => g.links),
      footer.help,
      ...footer.essentials,
      ...footer.company,
    ];
    const unresolved = links.filter((link) => !resolves(link.to)).map((link) => link.to);
    expect(unresolved).toEqual([]);
  });

  it("the menus hold exactly the routes of SPEC 2.2", () => {
    const byId = Object.fromEntries(navGroups.map((g) => [g.id, g.links.map((l) => l.to)]));
    expect(byId["services"]).toEqual([
      "/services/flexi-staffing",
      "/services/vendor-audit",
      "/services/payroll-services",
      "/services/establishment-compliances",
      "/services/factory-compliance",
      "/services/risk-audit",
      "/services/requirement-process",
      "/services/mines",
      "/services/vendor-compliance",
      "/services/payroll-compliance",
    ]);
    expect(byId["packages"]).toEqual(["/packages/essential", "/packages/professional", "/packages/platinum"]);
    // SPEC 2.2's six in its order, then the compliance tools.
    expect(byId["knowledge"]).toEqual([
      "/esic",
      "/epfo",
      "/se-guide",
      "/factory-guide",
      "/blog",
      "/product-listing",
      "/tools/pf-esi-calculator",
      "/tools/gratuity-calculator",
      "/tools/bonus-calculator",
      "/tools/compliance-calendar",
      "/tools/which-laws-apply",
    ]);
    expect(byId["more"]).toEqual(["/about", "/professional-collaboration", "/industrial-licenses", "/achievements"]);
    expect(topLinks.filter((l) => l.verifiedOnly).map((l) => l.to)).toEqual(["/create-blog", "/products-create"]);
    expect(contactCta).toEqual({ label: "Contact Us", to: "/contact" });
  });

  it("the sitemap's fixed pages all resolve and include every menu page", () => {
    expect(publicPagePaths.filter((p) => !resolves(p))).toEqual([]);
    for (const link of navGroups.flatMap((g) => g.links)) expect(publicPagePaths).toContain(link.to);
  });
});
