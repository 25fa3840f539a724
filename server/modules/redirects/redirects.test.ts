import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import { redirectMessages, redirectPaths, type RedirectList } from "../../../contract/console/redirects.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { bearer } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";

describe("the redirect list: owners keep it, every request meets it first (issue 28, decision 108)", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let editor: Record<string, string>;
  const origin = "https://firm.example";

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: origin });
    owner = bearer(await sessionToken(t, "9999999999"));
    await t.app.inject({ method: "POST", url: adminPaths.editors, headers: owner, payload: { mobile: "9876500021" } });
    editor = bearer(await sessionToken(t, "9876500021"));
  });
  afterAll(() => t.close());

  const add = (from: string, to: string, headers = owner) =>
    t.app.inject({ method: "POST", url: redirectPaths.redirects, headers, payload: { from, to } });

  it("answers an old address with 301 to the new one, its query carried over, for GET and HEAD only", async () => {
    expect((await add("/old-page.html", "/about")).statusCode).toBe(201);
    expect((await add("/services/payroll/", "https://elsewhere.example/payroll")).statusCode).toBe(201);
    const old = await t.app.inject({ url: "/old-page.html" });
    expect([old.statusCode, old.headers.location]).toEqual([301, "/about"]);
    const slash = await t.app.inject({ url: "/old-page.html/?utm_source=mail" });
    expect([slash.statusCode, slash.headers.location]).toEqual([301, "/about?utm_source=mail"]);
    expect((await t.app.inject({ method: "HEAD", url: "/services/payroll" })).headers.location).toBe(
      "https://elsewhere.example/payroll",
    );
    expect((await t.app.inject({ method: "POST", url: "/old-page.html" })).statusCode).not.toBe(301);
    expect((await t.app.inject({ url: "/api/blogs" })).statusCode).toBe(200);
  });

  it("refuses a redirect to itself, a loop, a reserved or malformed address and a second one for the same path", async () => {
    expect((await add("/a", "/b")).statusCode).toBe(201);
    expect((await add("/b", "/c")).statusCode).toBe(201);
    const cases: [string, string, number, string][] = [
      ["/same", "/same/", 400, redirectMessages.toItself],
      ["/same", `${origin}/same`, 400, redirectMessages.toItself],
      ["/c", "/a", 400, `${redirectMessages.loop} /c → /a → /b → /c.`],
      ["/c", `${origin}/a?x=1`, 400, `${redirectMessages.loop} /c → /a → /b → /c.`],
      ["/admin/posts", "/blog", 400, redirectMessages.reservedFrom],
      ["/api/blogs", "/blog", 400, redirectMessages.reservedFrom],
      ["/", "/home", 400, redirectMessages.invalidFrom],
      ["old-page", "/x", 400, redirectMessages.invalidFrom],
      ["//evil.example", "/x", 400, redirectMessages.invalidFrom],
      ["/x", "javascript:alert(1)", 400, redirectMessages.invalidTo],
      ["/x", "//evil.example/", 400, redirectMessages.invalidTo],
      ["/a", "/d", 409, redirectMessages.exists],
    ];
    for (const [from, to, status, error] of cases) {
      const answer = await add(from, to);
      expect([from, to, answer.statusCode, answer.json().error]).toEqual([from, to, status, error]);
    }
    // A chain that leaves the site is no loop.
    expect((await add("/c", "https://elsewhere.example/a")).statusCode).toBe(201);
  });

  it("is for owners only, lists and deletes, and writes the audit log", async () => {
    expect((await add("/by-editor", "/x", editor)).json()).toMatchObject({ error: adminMessages.ownerOnly });
    expect((await t.app.inject({ url: redirectPaths.redirects, headers: editor })).statusCode).toBe(403);
    const { redirects } = (await t.app.inject({ url: redirectPaths.redirects, headers: owner })).json<RedirectList>();
    const old = redirects.find((r) => r.from === "/old-page.html")!;
    expect(old).toMatchObject({ to: "/about", createdBy: "9999999999" });
    expect(
      (await t.app.inject({ method: "DELETE", url: redirectPaths.redirect(old.id), headers: owner })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: "/old-page.html" })).statusCode).not.toBe(301);
    expect(
      (await t.app.inject({ method: "DELETE", url: redirectPaths.redirect(old.id), headers: owner })).statusCode,
    ).toBe(404);
    const actions = await t.db.selectFrom("audit_log").select("action").where("action", "like", "redirect.%").execute();
    expect(actions.map((a) => a.action)).toContain("redirect.delete");
  });

  it("another instance's change reaches this one through the content bus", async () => {
    await t.db
      .insertInto("redirects")
      .values({
        from_path: "/from-elsewhere",
        to_url: "/contact",
        created_at: new Date().toISOString(),
        created_by: null,
      })
      .execute();
    expect((await t.app.inject({ url: "/from-elsewhere" })).statusCode).not.toBe(301);
    t.app.content.received("redirects");
    await t.app.redirects.loaded();
    expect((await t.app.inject({ url: "/from-elsewhere" })).headers.location).toBe("/contact");
  });
});
