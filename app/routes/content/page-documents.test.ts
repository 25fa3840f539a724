import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as packageLoader } from "./package-page.tsx";
import type { Route as PackageRoute } from "./+types/package-page";
import { loader as serviceLoader } from "./service-page.tsx";
import type { Route as ServiceRoute } from "./+types/service-page";
import { servicesContext } from "../../lib/services-context.ts";
import { contentMessages, contentPaths } from "../../../contract/console/content.ts";
import { contentFieldMessages } from "../../../contract/content/content-fields.ts";
import { comparisonPage } from "../../../contract/content/comparison.ts";
import { packageDefaults } from "../../../contract/content/packages.ts";
import { servicePageDefaults } from "../../../contract/content/service-pages.ts";
import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createAppServices } from "../../../server/pages/create-app-services.ts";
import { seedServiceLists } from "../../../server/modules/legal-content/service-lists.seed.ts";
import { seedServiceListTranslations } from "../../../server/modules/legal-content/service-list-translations.seed.ts";
import { marketingDocumentsHi } from "../../../contract/content/hi/marketing.ts";
import { packageReviewsHi } from "../../../contract/legal-content/hi/package-reviews.ts";
import { reviewNoteTextHi } from "../../../contract/legal-content/hi/service-pages.ts";
import { recruitmentStepsHi } from "../../content/hi/recruitment.ts";

/**
 * The package and service pages, the services listing, the comparison and the achievements as
 * content documents (issue 28, decision 102): a published service document reaches its page beside
 * the legal list staff keep on the Services tab, and a wrong field is a 400 naming it.
 */
describe("the package and service pages as content documents", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(
      servicesContext,
      createAppServices(t.db, t.env, () => undefined, undefined, undefined, t.app.contentInForce),
    );
    return provider;
  };
  const put = (key: string, payload: object) =>
    t.app.inject({ method: "PUT", url: contentPaths.document(key), headers: auth, payload });

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    await seedServiceLists(t.db);
  });
  afterAll(() => t.close());

  it("a published service document shows on its page, with the legal list from the Services tab beside it", async () => {
    const key = "services-payroll-services";
    const typed = servicePages.find((page) => page.slug === "payroll-services")!;
    const view = (await t.app.inject({ url: contentPaths.document(key), headers: auth })).json();
    expect(view).toMatchObject({
      key,
      draft: null,
      published: servicePageDefaults[key],
      path: "/services/payroll-services",
    });
    const page = async () =>
      (
        await serviceLoader({
          params: { slug: "payroll-services" },
          request: new Request("http://localhost/services/payroll-services"),
          context: context(),
        } as unknown as ServiceRoute.LoaderArgs)
      ).page;
    expect(await page()).toMatchObject({ title: typed.title, points: typed.points, layout: "listed" });

    const edited = {
      ...servicePageDefaults[key],
      title: "Payroll run for you, every month",
      seo: { title: "Payroll outsourcing", description: "Monthly payroll with PF, ESI and TDS done." },
      closing: { heading: "Ask for a payroll quote", text: "Tell us your headcount; we reply within a day." },
    };
    expect((await put(key, edited)).statusCode).toBe(200);
    expect((await page()).title).toBe(typed.title);
    const published = await t.app.inject({ method: "POST", url: contentPaths.publish(key), headers: auth });
    expect(published.json()).toEqual({ message: contentMessages.published, version: 1 });
    expect(await page()).toMatchObject({
      title: "Payroll run for you, every month",
      seo: { title: "Payroll outsourcing" },
      closing: { heading: "Ask for a payroll quote" },
      points: typed.points,
      laws: typed.laws,
    });
  });

  it("a wrong field is refused with its message, and nothing is stored", async () => {
    const service = { ...servicePageDefaults["services-vendor-audit"], title: "x".repeat(81) };
    const refused = await put("services-vendor-audit", service);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: contentMessages.invalid,
      fields: { title: contentFieldMessages.tooLong(80) },
    });
    expect(
      (await t.app.inject({ url: contentPaths.document("services-vendor-audit"), headers: auth })).json().draft,
    ).toBeNull();

    const unknownKind = structuredClone(packageDefaults["packages-essential"]) as { sections: unknown[] };
    unknownKind.sections[0] = { kind: "video", id: "v", heading: "Watch" };
    expect((await put("packages-essential", unknownKind)).json().fields).toEqual({
      // The form shows it at the section's kind chooser.
      "sections.0.kind": contentFieldMessages.variant,
    });

    // As JSON, as the console sends it: the typed default shares one row of cells between rows.
    const badCell = JSON.parse(JSON.stringify(comparisonPage)) as { tabs: { rows: { cells: unknown[] }[] }[] };
    badCell.tabs[0]!.rows[0]!.cells[1] = 3;
    expect((await put("comparison", badCell)).json().fields).toEqual({
      "tabs.0.rows.0.cells.1": contentFieldMessages.variant,
    });
  });

  it("a package page shows a published section of a new kind in the order staff put it", async () => {
    const key = "packages-professional";
    const doc = structuredClone(packageDefaults[key]);
    doc.sections.unshift({
      kind: "faq",
      id: "faq",
      heading: "Questions about HR Professional",
      items: [{ id: "who", question: "Who is it for?", answer: "Teams past fifty people that hire every month." }],
    });
    expect((await put(key, doc)).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: contentPaths.publish(key), headers: auth });
    const page = await packageLoader({
      params: { slug: "professional" },
      request: new Request("http://localhost/packages/professional"),
      context: context(),
    } as unknown as PackageRoute.LoaderArgs);
    expect(page.sections.map((s) => s.kind)).toEqual(["faq", "benefits", "quote", "image-grid"]);
    expect(page).toMatchObject({
      slug: "professional",
      name: "HR Professional",
      review: { reviewed: expect.any(String) },
    });
  });
  it("under /hi a service page and a package page read their Hindi documents, lists and reviews", async () => {
    await seedServiceListTranslations(t.db);
    const service = await serviceLoader({
      params: { slug: "requirement-process" },
      request: new Request("http://localhost/hi/services/requirement-process"),
      context: context(),
    } as unknown as ServiceRoute.LoaderArgs);
    expect(service.language).toBe("hi");
    expect(service.page.title).toBe(marketingDocumentsHi["services-requirement-process"].title);
    expect(service.page.points.join(" ")).toMatch(/[\u0900-\u097F]/);
    expect(service.steps).toEqual(recruitmentStepsHi);
    expect(service.reviewNoteText).toBe(reviewNoteTextHi);

    const pack = await packageLoader({
      params: { slug: "essential" },
      request: new Request("http://localhost/hi/packages/essential"),
      context: context(),
    } as unknown as PackageRoute.LoaderArgs);
    expect(pack.name).toBe(marketingDocumentsHi["packages-essential"].name);
    expect(pack.review).toEqual(packageReviewsHi.essential);
    expect(pack.reviewNoteText).toBe(reviewNoteTextHi);
  });
});
