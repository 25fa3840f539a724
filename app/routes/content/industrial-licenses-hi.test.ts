import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { loaderContext } from "../../../tests/setup/loader-context.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { departmentLicences } from "../../../contract/legal-content/licences.ts";
import { seedLicenceRows } from "../../../server/modules/legal-content/licences.seed.ts";
import { seedLicenceTranslations } from "../../../server/modules/legal-content/licence-translations.seed.ts";
import { loader } from "./industrial-licenses-page.tsx";
import type { Route } from "./+types/industrial-licenses-page";

/** /hi/industrial-licenses from the Hindi rows stored beside the English ones (issue 29, decision 126). */
describe("the licence directory page in Hindi", () => {
  let t: TestApp;
  let context: RouterContextProvider;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedLicenceRows(t.db)).toBe(departmentLicences.length);
    expect(await seedLicenceTranslations(t.db)).toBe(departmentLicences.length);
    context = loaderContext(t, () => new Date("2026-11-27T06:00:00Z"));
  });
  afterAll(() => t.close());

  const load = (path: string) =>
    loader({ request: new Request(`http://localhost${path}`), context, params: {} } as unknown as Route.LoaderArgs);

  it("shows every stored row in Hindi, in the English page's order, and the English page as it was", async () => {
    const english = await load("/industrial-licenses");
    const hindi = await load("/hi/industrial-licenses");
    expect(hindi.rows.map((r) => r.id)).toEqual(english.rows.map((r) => r.id));
    expect(hindi.rows).toHaveLength(departmentLicences.length);
    expect(hindi.rows.every((r) => "inEnglish" in r && !r.inEnglish)).toBe(true);
    expect(hindi.page.title).toBe("विभाग और लाइसेंस की जानकारी");
    expect(hindi.path).toBe("/hi/industrial-licenses");
    expect(hindi.reviewed.iso).toBe(english.reviewed.iso);
    expect(hindi.reviewed.label).toMatch(/^अंतिम समीक्षा: \d+ \S+ \d{4}$/);
    expect(english.page.title).toBe("Department and Licence Information");
    expect(english.rows.find((r) => r.id === "esic")!.department).toBe("ESIC");
  });

  it("shows a row with no stored Hindi in its English, marked, and keeps the other rows in Hindi", async () => {
    await t.db.deleteFrom("licence_row_translations").where("id", "=", "esic").execute();
    const hindi = await load("/hi/industrial-licenses");
    const esic = hindi.rows.find((r) => r.id === "esic")!;
    expect(esic).toMatchObject({ department: "ESIC", inEnglish: true });
    expect(hindi.rows.filter((r) => r.inEnglish).map((r) => r.id)).toEqual(["esic"]);
    expect(hindi.rows.find((r) => r.id === "rajfab")!.department).toMatch(/^कारख़ाना/);
  });
});
