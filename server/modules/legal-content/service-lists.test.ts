import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceListAdminPaths, serviceListMessages } from "../../../contract/legal-content/service-lists.ts";
import { servicePages } from "../../../contract/legal-content/service-pages.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { seedServiceLists } from "./service-lists.seed.ts";

describe("service pages' legal lists: seeded from the typed pages, edited in the console", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const changed: string[] = [];
  const stored = (slug: string) => createAppServices(t.db, t.env, () => undefined).serviceLegalList(slug);

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => changed.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    expect(await seedServiceLists(t.db)).toBe(servicePages.length);
  });
  afterAll(() => t.close());

  const edit = {
    points: ["ESI at 0.75% and 3.25% of wages for employees earning up to ₹21,000 a month."],
    laws: ["EPF and ESI Acts, now the Code on Social Security, 2020"],
    reviewed: "2026-11-22",
    sources: [{ name: "ESIC", url: "https://www.esic.gov.in/" }],
  };

  it("seeds every typed page's lists once, with the page's title for the console", async () => {
    expect(await seedServiceLists(t.db)).toBe(0);
    const [first] = servicePages;
    expect(await stored(first!.slug)).toMatchObject({
      title: first!.title,
      points: first!.points,
      laws: first!.laws,
      review: { reviewed: first!.review.reviewed },
    });
    expect(await stored("no-such-page")).toBeNull();
  });

  it("saves an edit, drops the cached pages, logs before and after, and survives the next seeding", async () => {
    changed.length = 0;
    const answer = await t.app.inject({
      method: "PATCH",
      url: serviceListAdminPaths.list("vendor-audit"),
      headers: auth,
      payload: edit,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(serviceListMessages.saved);
    expect(changed).toEqual(["services"]);
    expect(await stored("vendor-audit")).toMatchObject({
      points: edit.points,
      laws: edit.laws,
      review: { reviewed: edit.reviewed, sources: edit.sources },
    });
    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(entry).toMatchObject({ action: "service.edit", target: "service page vendor-audit" });
    expect(entry.detail).toBe("Changed points, laws, review date, sources of “Vendor Audit”");
    expect(JSON.parse(entry.after)).toMatchObject({ points: edit.points, reviewed: "2026-11-22" });
    expect(await seedServiceLists(t.db)).toBe(0);
    expect((await stored("vendor-audit"))!.points).toEqual(edit.points);
  });

  it("requires the lists, a review date and an https source; lists oldest review first; previews without storing", async () => {
    const { reviewed: _omitted, ...noDate } = edit;
    for (const [payload, message] of [
      [noDate, serviceListMessages.reviewedRequired],
      [{ ...edit, points: [] }, serviceListMessages.pointsRequired],
      [{ ...edit, laws: [" "] }, serviceListMessages.lawsRequired],
      [{ ...edit, sources: [] }, serviceListMessages.sourceRequired],
    ] as const) {
      const answer = await t.app.inject({
        method: "PATCH",
        url: serviceListAdminPaths.list("mines"),
        headers: auth,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const preview = await t.app.inject({
      method: "POST",
      url: `${serviceListAdminPaths.list("mines")}/preview`,
      headers: auth,
      payload: edit,
    });
    expect(preview.json().list).toMatchObject({ slug: "mines", points: edit.points });
    expect((await stored("mines"))!.points).not.toEqual(edit.points);

    await t.app.inject({
      method: "PATCH",
      url: serviceListAdminPaths.list("mines"),
      headers: auth,
      payload: { ...edit, reviewed: "2025-01-01" },
    });
    const list = (await t.app.inject({ url: serviceListAdminPaths.lists, headers: auth })).json();
    expect(list.lists).toHaveLength(servicePages.length);
    expect(list.lists[0]).toMatchObject({ slug: "mines", stale: true });
    expect(list.lists.filter((l: { stale: boolean }) => l.stale)).toHaveLength(1);
    expect((await t.app.inject({ url: serviceListAdminPaths.list("nope"), headers: auth })).statusCode).toBe(404);
  });
});
