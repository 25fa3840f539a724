import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenceAdminPaths, licenceMessages } from "../../../contract/legal-content/licence-rows.ts";
import { departmentLicences } from "../../../contract/legal-content/licences.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createAppServices } from "../../pages/create-app-services.ts";
import { seedLicenceRows } from "./licences.seed.ts";

describe("licence directory rows: seeded from the typed directory, edited in the console", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const changed: string[] = [];
  const rows = () => createAppServices(t.db, t.env, () => undefined).licenceRows();

  beforeAll(async () => {
    t = await createTestApp({ LEGAL_REVIEW_MAX_AGE_MONTHS: "12" });
    t.app.content.on((kind) => changed.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    expect(await seedLicenceRows(t.db)).toBe(departmentLicences.length);
  });
  afterAll(() => t.close());

  const edit = {
    department: "Factories and Boilers Inspection Department, Rajasthan (RajFAB)",
    licences: ["Factory site and plan approval", "Factory licence under the OSH Code"],
    reviewed: "2026-11-21",
    sources: [{ name: "RajFAB", url: "https://rajfab.nic.in/" }],
  };

  it("seeds every typed row once, in page order", async () => {
    expect(await seedLicenceRows(t.db)).toBe(0);
    const stored = await rows();
    expect(stored.map((row) => row.id)).toEqual(departmentLicences.map((row) => row.id));
    expect(stored[1]).toMatchObject({
      department: departmentLicences[1]!.department,
      licences: departmentLicences[1]!.licenses,
      review: { reviewed: departmentLicences[1]!.review.reviewed },
    });
  });

  it("saves an edit, drops the cached pages, logs before and after, and survives the next seeding", async () => {
    changed.length = 0;
    const before = (await rows()).find((row) => row.id === "rajfab")!;
    const answer = await t.app.inject({
      method: "PATCH",
      url: licenceAdminPaths.row("rajfab"),
      headers: auth,
      payload: edit,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(licenceMessages.saved);
    expect(changed).toEqual(["licences"]);
    expect((await rows()).find((row) => row.id === "rajfab")).toMatchObject({
      licences: edit.licences,
      review: { reviewed: "2026-11-21", sources: edit.sources },
    });
    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(entry).toMatchObject({ action: "licence.edit", target: "licence row rajfab" });
    expect(entry.detail).toBe(`Changed licences, review date, sources of “${edit.department}”`);
    expect(JSON.parse(entry.before).licences).toEqual(before.licences);
    expect(JSON.parse(entry.after).licences).toEqual(edit.licences);
    expect(await seedLicenceRows(t.db)).toBe(0);
    expect((await rows()).find((row) => row.id === "rajfab")!.licences).toEqual(edit.licences);
  });

  it("requires a review date, an https source and at least one licence; a refusal changes nothing", async () => {
    const { reviewed: _omitted, ...noDate } = edit;
    for (const [payload, message] of [
      [noDate, licenceMessages.reviewedRequired],
      [{ ...edit, reviewed: "2999-01-01" }, licenceMessages.reviewedInvalid],
      [{ ...edit, sources: [] }, licenceMessages.sourceRequired],
      [{ ...edit, sources: [{ name: "RajFAB", url: "ftp://rajfab.nic.in/" }] }, licenceMessages.sourceUrlInvalid],
      [{ ...edit, licences: [] }, licenceMessages.licencesRequired],
      [{ ...edit, department: "" }, licenceMessages.departmentRequired],
    ] as const) {
      changed.length = 0;
      const answer = await t.app.inject({
        method: "PATCH",
        url: licenceAdminPaths.row("rspcb"),
        headers: auth,
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
      expect(changed).toEqual([]);
    }
    expect((await rows()).find((row) => row.id === "rspcb")!.department).toBe(
      departmentLicences.find((row) => row.id === "rspcb")!.department,
    );
  });

  it("previews without storing, lists oldest review first with stale rows flagged, 404s an unknown row", async () => {
    const preview = await t.app.inject({
      method: "POST",
      url: `${licenceAdminPaths.row("rspcb")}/preview`,
      headers: auth,
      payload: { ...edit, department: "Preview only" },
    });
    expect(preview.json().row).toMatchObject({ id: "rspcb", department: "Preview only" });
    expect((await rows()).find((row) => row.id === "rspcb")!.department).not.toBe("Preview only");

    await t.app.inject({
      method: "PATCH",
      url: licenceAdminPaths.row("gst"),
      headers: auth,
      payload: { ...edit, reviewed: "2024-06-30" },
    });
    const list = (await t.app.inject({ url: licenceAdminPaths.rows, headers: auth })).json();
    expect(list.maxAgeMonths).toBe(12);
    expect(list.rows[0]).toMatchObject({ id: "gst", stale: true });
    expect(list.rows.filter((row: { stale: boolean }) => row.stale)).toHaveLength(1);
    const dates = list.rows.map((row: { review: { reviewed: string } }) => row.review.reviewed);
    expect(dates).toEqual([...dates].sort());

    expect((await t.app.inject({ url: licenceAdminPaths.row("no-such-row"), headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: licenceAdminPaths.rows })).statusCode).toBe(401);
  });
});
