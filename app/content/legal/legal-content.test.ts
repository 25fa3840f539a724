import { describe, expect, it } from "vitest";
import { about } from "../../../contract/content/about.ts";
import { faq } from "../../../contract/content/home-faq.ts";
import { epfoGuide } from "../../../contract/legal-content/guide-epfo.ts";
import { esicGuide } from "../../../contract/legal-content/guide-esic.ts";
import { factoryGuide } from "../../../contract/legal-content/guide-factory.ts";
import { seGuide } from "../../../contract/legal-content/guide-se.ts";
import { type Guide } from "../../../contract/legal-content/guide-pages.ts";
import { hero } from "../../../contract/content/home-hero.ts";
import { home } from "../../../contract/content/home-copy.ts";
import { departmentLicences } from "../../../contract/legal-content/licences.ts";
import { officialSources, type LegalReview } from "../../../contract/legal-content/official-sources.ts";
import { packagePages } from "../../../contract/content/packages.ts";
import { planCards } from "../../../contract/content/home-plan-cards.ts";
import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { aboutStats, claims, homeStats } from "../../../contract/content/stats.ts";
import { testimonials } from "../../../contract/content/home-testimonials.ts";

/**
 * The site held to ../shared/content-facts.md and to the corrections of the content audit of
 * 24 November 2026 (issue 20, docs/decisions/025). Each unit is one thing a reader sees as a whole:
 * a guide answer, a service page, a directory row, a package page or a piece of home and about copy.
 */
interface Unit {
  where: string;
  text: string;
}

/** Every string inside a content object, joined: what the page built from it says. */
function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(allText).join("\n");
  return "";
}

const guides: Guide[] = [esicGuide, epfoGuide, seGuide, factoryGuide];

const units: Unit[] = [
  ...guides.flatMap((guide) =>
    guide.items.map((item) => ({ where: `${guide.path}#${item.id}`, text: `${item.question}\n${item.answer}` })),
  ),
  ...servicePages.map((page) => ({ where: `/services/${page.slug}`, text: allText({ ...page, review: null }) })),
  ...departmentLicences.map((row) => ({ where: `directory: ${row.id}`, text: allText({ ...row, review: null }) })),
  ...packagePages.map((page) => ({ where: `/packages/${page.slug}`, text: allText({ ...page, review: null }) })),
  { where: "home", text: allText(home) },
  { where: "home hero", text: allText(hero) },
  { where: "home FAQ", text: allText(faq) },
  ...planCards.map((card) => ({ where: `home plan card ${card.id}`, text: allText(card) })),
  { where: "about", text: allText(about) },
];

/** The sentences of every unit that match `pattern`, with where they are. */
function sentences(pattern: RegExp): Unit[] {
  return units.flatMap((unit) =>
    unit.text
      .split(/(?<=[.!?])\s+|\n+/)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => ({ where: unit.where, text: sentence })),
  );
}

const unitsMatching = (pattern: RegExp) => units.filter((unit) => pattern.test(unit.text));

describe("SPEC 9 figures, as the fact sheet has them", () => {
  it("ESIC: the employee pays 0.75% and the employer 3.25% of wages", () => {
    const rates = esicGuide.items.find((item) => item.id === "esic-rates")?.answer ?? "";
    expect(rates).toMatch(/employee contributes 0\.75% of wages and the employer contributes 3\.25%/);
    // Every other statement of ESI rates on the site agrees.
    for (const { where, text } of sentences(/\bESI\b.*\d\.\d\d%/)) {
      expect(text, where).toMatch(/0\.75%/);
      expect(text, where).toMatch(/3\.25%/);
    }
  });

  it("Factories: at most 48 hours a week, 9 a day and one weekly day off, with the current daily-limit caveat", () => {
    const hours = factoryGuide.items.find((item) => item.id === "factory-hours")?.answer ?? "";
    expect(hours).toContain("Under the Factories Act 1948, an adult worker may work");
    expect(hours).toContain("at most 48 hours a week and 9 hours a day, and must get one weekly day off");
    expect(hours).toContain("48 hours a week; daily limit as set by current state rules");
  });
});

describe("the corrections of the content audit", () => {
  it("no page says a principal employer must register: the OSH Code's establishment registration replaced it", () => {
    const mentions = sentences(/principal[- ]employer/i).filter((s) => /registration/i.test(s.text));
    expect(mentions.length).toBeGreaterThan(0);
    // Each mention says the registration was replaced, or speaks of one made under the old Act.
    for (const { where, text } of mentions) expect(text, where).toMatch(/replac|no separate|under the old Act/i);
  });

  it("no page tells employers to follow state rules for EPF or ESI: both are central schemes", () => {
    const stateRules = sentences(/state(?:'s)? rules/i).filter((s) =>
      /\b(EPF|ESI|ESIC|EPFO|provident fund|State Insurance)\b/i.test(s.text),
    );
    for (const { where, text } of stateRules) expect(text, where).toMatch(/no state rules to wait for/);
    for (const guide of [esicGuide, epfoGuide]) {
      const text = allText(guide.items);
      expect(text, guide.path).not.toMatch(/follow (their|your) state's rules|state rules may differ/i);
      expect(text, guide.path).toMatch(/central scheme/);
    }
  });

  it("wherever a crèche appears, the Code on Social Security's crèche at 50 employees appears with it", () => {
    const creche = unitsMatching(/crèche/i);
    expect(creche.map((u) => u.where)).toEqual(
      expect.arrayContaining(["/factory-guide#factory-welfare", "/services/factory-compliance", "/services/mines"]),
    );
    for (const { where, text } of creche) expect(text, where).toMatch(/50 or more employees/);
  });

  it("the Codes' 180-day leave rule stands beside every mention of the old 240 days", () => {
    const old = unitsMatching(/240 days/);
    expect(old.length).toBeGreaterThanOrEqual(2);
    for (const { where, text } of old) expect(text, where).toMatch(/180 days/);
  });

  it("a 10-hour working day is never given without the OSH Code's 8-hour norm", () => {
    const tenHours = unitsMatching(/10 hours a day|daily limit to 10 hours|up to 10 hours/);
    expect(tenHours.length).toBeGreaterThanOrEqual(3);
    for (const { where, text } of tenHours) expect(text, where).toMatch(/8 hours/);
  });

  it("Mines Act hours and the 1955 and 1966 rules are shown as law continuing in transition, with the OSH position", () => {
    const mines = servicePages.find((page) => page.slug === "mines");
    const hours = mines?.points.find((point) => point.includes("above ground")) ?? "";
    expect(hours).toMatch(/Mines Act, 1952 limits that continue during the transition/);
    expect(hours).toMatch(/OSH Code's daily norm is 8 hours/);
    for (const { where, text } of sentences(/Rules, 19(55|66)/)) expect(text, where).toMatch(/repealed/);
  });

  it("EPF's sections 7Q and 14B are named as sections of the 1952 Act", () => {
    const cited = sentences(/7Q|14B/);
    expect(cited.length).toBeGreaterThan(0);
    for (const { where, text } of cited) expect(text, where).toMatch(/of the 1952 Act/);
  });

  it("income tax is the Income-tax Act, 2025 and its forms are the renumbered ones", () => {
    const payroll = allText(servicePages.find((page) => page.slug === "payroll-services"));
    expect(payroll).toContain("Income-tax Act, 2025");
    expect(payroll).toMatch(/Form 130, which replaced Form 16/);
    for (const { where, text } of sentences(/Income-tax Act/)) expect(text, where).toMatch(/Income-tax Act, 2025/);
    for (const { where, text } of sentences(/Form 16\b/)) expect(text, where).toMatch(/Form 130/);
  });

  it("women's night work in shops follows the 2025 notification: consent, lockers, no duty around childbirth", () => {
    const shops = allText(servicePages.find((page) => page.slug === "establishment-compliances"));
    expect(shops).not.toMatch(/written consent/);
    expect(shops).toMatch(/registered establishments/);
    expect(shops).toMatch(/lockers/);
    expect(shops).toMatch(/three months before and after childbirth/);
  });

  it("registration renewals and professional tax are claimed only where a state has them", () => {
    expect(allText(home)).not.toMatch(/registrations, renewals and registers/);
    for (const { where, text } of sentences(/\brenewals?\b/i).filter((s) => /shops|establishment/i.test(s.text)))
      expect(text, where).toMatch(/where a state requires|where they apply|no renewal/i);
    for (const { where, text } of sentences(/\bPT\b/)) expect(text, where).toMatch(/where the state levies it/);
  });

  it("the Rajasthan-only guides say so at the top, and the national ones do not", () => {
    expect(seGuide.scope).toMatch(/^This guide covers Rajasthan only\./);
    expect(factoryGuide.scope).toMatch(/^This guide covers Rajasthan only\./);
    expect(factoryGuide.eyebrow).toMatch(/Rajasthan/);
    expect(esicGuide.scope).toBeUndefined();
    expect(epfoGuide.scope).toBeUndefined();
  });

  it("no copy promises an outcome", () => {
    const promises =
      /guarantee|pass every inspection|never (stops|holds up|miss)|make sure|all compliant|stop being (their|your) problem/i;
    for (const { where, text } of units) expect(text, where).not.toMatch(promises);
  });
});

describe("the firm's own claims", () => {
  it("keep SPEC's figures exactly", () => {
    expect(claims.map((c) => `${c.value} ${c.name}`)).toEqual([
      "100+ Corporates trust us as their partner",
      "180+ Experts across India",
      "50+ Vendor audits every month",
      "1500+ Trainings provided",
    ]);
    expect(homeStats.map((s) => s.value)).toEqual(["100+", "500+", "1000+", "50+"]);
    expect(aboutStats.map((s) => s.value)).toEqual(["200+", "95%", "24/7"]);
    expect(defaultSite.hours).toEqual({ weekdays: "Mon-Sat 09.00 to 06.00", sunday: "Sunday closed" });
  });

  it("say what each figure counts where SPEC's figures would contradict each other", () => {
    const note = (id: string) => [...homeStats, ...aboutStats].find((s) => s.id === id)?.note ?? "";
    expect(note("team")).toMatch(/180\+ experts/);
    expect(note("clients")).toMatch(/since 2019/);
    expect(note("satisfied")).toMatch(/today.*500/);
    expect(note("support")).toMatch(/Platinum.*Sunday closed/);
    expect(note("experience")).toMatch(/across the team/);
    // Round-the-clock support is only ever offered with the Platinum plan (on its own page and card, or by name).
    for (const { where, text } of sentences(/24\/7|round-the-clock|\bany hour\b/i))
      if (!where.endsWith("platinum")) expect(text, where).toMatch(/Platinum/);
  });

  it("label the sample testimonials as samples", () => {
    expect(testimonials.sampleNote).toMatch(/samples.*not from real clients/);
    expect(testimonials.sampleLabel).toBe("Sample");
    for (const item of testimonials.items) expect(item.role).toMatch(/\bsample\b/);
  });
});

describe("sources and review dates", () => {
  const reviewed: { where: string; review: LegalReview }[] = [
    ...guides.flatMap((guide) =>
      guide.items.map((item) => ({ where: `${guide.path}#${item.id}`, review: item.review })),
    ),
    ...servicePages.map((page) => ({ where: `/services/${page.slug}`, review: page.review })),
    ...departmentLicences.map((row) => ({ where: `directory: ${row.id}`, review: row.review })),
    ...packagePages.map((page) => ({ where: `/packages/${page.slug}`, review: page.review })),
  ];

  it("every guide answer, service page, directory row and package page has a review date and an official source", () => {
    expect(reviewed).toHaveLength(44 + 10 + 23 + 3);
    for (const { where, review } of reviewed) {
      expect(review.reviewed, where).toMatch(/^2026-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(review.reviewed <= "2026-11-24", where).toBe(true);
      expect(review.sources.length, where).toBeGreaterThan(0);
    }
  });

  it("every source is an authority's own https site on a government domain, under a stable unique id", () => {
    const all = Object.values(officialSources);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    for (const source of all) expect(source.url, source.id).toMatch(/^https:\/\/([a-z0-9-]+\.)+(gov|nic)\.in\//);
  });

  it("the pages on each law cite that law's authority", () => {
    for (const item of esicGuide.items) expect(item.review.sources, item.id).toContain(officialSources.esic);
    for (const item of epfoGuide.items) expect(item.review.sources, item.id).toContain(officialSources.epfo);
    for (const item of seGuide.items) expect(item.review.sources, item.id).toContain(officialSources.labourRajasthan);
    const payroll = servicePages.find((page) => page.slug === "payroll-services");
    expect(payroll?.review.sources).toContain(officialSources.incomeTax);
    const mines = servicePages.find((page) => page.slug === "mines");
    expect(mines?.review.sources).toContain(officialSources.dgms);
  });

  it("directory rows have stable, unique ids", () => {
    const ids = departmentLicences.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
