import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { loaderContext } from "../../../tests/setup/loader-context.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { loader as pfEsiLoader } from "./pf-esi-page.tsx";
import { loader as bonusLoader } from "./bonus-page.tsx";
import { loader as whichLawsLoader } from "./which-laws-page.tsx";

/**
 * The Hindi tools' answers through their loaders (issue 29): a Hindi refusal of bad input, and a
 * Hindi answer whose figures are the English answer's, from the same rules in force.
 */
describe("the calculators in Hindi", () => {
  let t: TestApp;
  let context: RouterContextProvider;
  beforeAll(async () => {
    t = await createTestApp();
    context = loaderContext(t, () => new Date("2026-11-27T06:00:00Z"));
  });
  afterAll(() => t.close());

  type Loader = (args: never) => Promise<unknown>;
  const load = async <L extends Loader>(loader: L, url: string) =>
    (await loader({ request: new Request(`http://localhost${url}`), context, params: {} } as never)) as Awaited<
      ReturnType<L>
    >;

  it("PF and ESI: refuses bad input in Hindi, and answers with the English figures", async () => {
    const bad = await load(pfEsiLoader, "/hi/tools/pf-esi-calculator?basic=abc&eps=maybe");
    expect(bad.result).toBeNull();
    expect(bad.form.errors).toEqual({
      basic: "राशि रुपयों में अंकों में भरें, जैसे 15000 या 15,000.50।",
      eps: "बताएँ कि कर्मचारी पेंशन योजना में है या नहीं।",
    });

    const query = "?basic=18000&da=2000&other=25000&state=Rajasthan";
    const english = (await load(pfEsiLoader, `/tools/pf-esi-calculator${query}`)).result!;
    const hindi = (await load(pfEsiLoader, `/hi/tools/pf-esi-calculator${query}`)).result!;
    const amounts = (r: typeof english) =>
      [r.wagesLine, ...r.epf, ...(r.epfFullWages ?? []), ...r.esi, r.net, r.employerCost].map((l) => l.amountPaise);
    expect(amounts(hindi)).toEqual(amounts(english));
    expect(hindi.net.label).toBe("इस महीने कर्मचारी की कटौती");
    expect(hindi.caveats).toHaveLength(english.caveats.length);
    expect(hindi.caveats.every((c) => /[\u0900-\u097F]/.test(c))).toBe(true);
    // Every ⚠ mark of a line points into the Hindi list.
    for (const line of [...hindi.epf, ...hindi.esi]) for (const c of line.caveats) expect(hindi.caveats).toContain(c);
  });

  it("bonus: refuses bad input and a bad pasted line in Hindi, and answers with the English figures", async () => {
    const bad = await load(bonusLoader, "/hi/tools/bonus-calculator?rate=25&mode=one&wages=12000&months=13&days=200");
    expect(bad.form.errors).toEqual({
      rate: "बोनस प्रतिशत 8.33 से 20 के बीच भरें।",
      months: "महीने 0 से 12 के बीच भरें।",
    });
    const list = await load(
      bonusLoader,
      `/hi/tools/bonus-calculator?rate=8.33&mode=list&csv=${encodeURIComponent("आशा, 12000, 12")}`,
    );
    expect(list.form.errors["csv"]).toBe("पंक्ति 1: चार मान दें: नाम, मासिक मज़दूरी, मज़दूरी के महीने, काम के दिन।");

    const csv = encodeURIComponent("Asha Verma, 12000, 12, 290\nRavi Kumar, 9500, 8, 200\nMeena, 25000, 12, 300");
    const query = `?rate=8.33&minwage=7410&covered=yes&mode=list&csv=${csv}`;
    const english = (await load(bonusLoader, `/tools/bonus-calculator${query}`)).result!;
    const hindi = (await load(bonusLoader, `/hi/tools/bonus-calculator${query}`)).result!;
    expect(hindi.rows.map((r) => r.payablePaise)).toEqual(english.rows.map((r) => r.payablePaise));
    expect(hindi.totalPaise).toBe(english.totalPaise);
    expect(hindi.rows[0]!.lines.at(-1)!.rule).toBe("₹88,920 का 8.33%, निकटतम रुपये तक पूर्णांकित");
    expect(hindi.rows[2]!.headline).toBe("पात्र नहीं: ₹25,000 प्रति माह की मज़दूरी ₹21,000 की सीमा से अधिक है।");
    expect(hindi.notes[0]!.text).toContain("8 महीने के भीतर");
  });

  it("which laws apply: refuses bad input in Hindi, and answers the English duties in Hindi", async () => {
    const bad = await load(whichLawsLoader, "/hi/tools/which-laws-apply?state=Rajasthan&kind=shop&employees=0&women=5");
    expect(bad.result).toBeNull();
    expect(bad.form.errors).toEqual({ employees: "लोगों की संख्या 1 से 10,00,000 के बीच भरें।" });

    const query = "?state=Rajasthan&kind=factory-power&employees=120&women=20&contract=55&upto15k=60&upto21k=90";
    const english = (await load(whichLawsLoader, `/tools/which-laws-apply${query}`)).result!;
    const hindi = (await load(whichLawsLoader, `/hi/tools/which-laws-apply${query}`)).result!;
    expect(hindi.duties.map((d) => d.id)).toEqual(english.duties.map((d) => d.id));
    expect(hindi.duties.find((d) => d.id === "contract")!.trigger).toBe("55 ठेका कामगार: 50 या उससे अधिक ठेका कामगार।");
    expect(english.duties.find((d) => d.id === "contract")!.trigger).toBe(
      "55 contract workers: 50 or more contract workers.",
    );
  });
});
