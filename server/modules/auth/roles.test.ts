import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, adminPaths } from "../../../contract/console/admin.ts";
import { contentPaths } from "../../../contract/console/content.ts";
import { siteContactPaths } from "../../../contract/console/site-contact.ts";
import { privacyPaths } from "../../../contract/console/privacy.ts";
import { homeDefault } from "../../../contract/content/home.ts";
import { defaultSite, defaultSiteContact, siteBrandOf } from "../../../contract/shared/site.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";

describe("staff roles: owners manage staff, data requests and the brand; editors run the content (decision 101)", () => {
  let t: TestApp;
  let owner: { authorization: string };
  let editor: { authorization: string };
  const staffMobile = "9876500001";

  beforeAll(async () => {
    t = await createTestApp();
    owner = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  it("an EDITOR_MOBILES number is an owner; staff added from the console are editors unless made owners", async () => {
    expect((await t.app.inject({ url: adminPaths.me, headers: owner })).json()).toEqual({
      mobile: "9999999999",
      role: "owner",
    });
    const added = await t.app.inject({
      method: "POST",
      url: adminPaths.editors,
      headers: owner,
      payload: { mobile: staffMobile },
    });
    expect(added.statusCode).toBe(201);
    editor = { authorization: `Bearer ${await sessionToken(t, staffMobile)}` };
    expect((await t.app.inject({ url: adminPaths.me, headers: editor })).json()).toEqual({
      mobile: staffMobile,
      role: "editor",
    });
    const { editors } = (await t.app.inject({ url: adminPaths.editors, headers: owner })).json();
    expect(editors.find((e: { mobile: string }) => e.mobile === staffMobile).role).toBe("editor");
  });

  it("an editor changes page content but is refused the brand, the contact details, data requests and staff", async () => {
    expect(
      (await t.app.inject({ method: "PUT", url: contentPaths.document("home"), headers: editor, payload: homeDefault }))
        .statusCode,
    ).toBe(200);
    const refusals = [
      t.app.inject({
        method: "PUT",
        url: contentPaths.document("site"),
        headers: editor,
        payload: siteBrandOf(defaultSite),
      }),
      t.app.inject({ method: "PATCH", url: siteContactPaths.contact, headers: editor, payload: defaultSiteContact }),
      t.app.inject({ url: `${privacyPaths.find}?q=a@example.com`, headers: editor }),
      t.app.inject({ url: adminPaths.editors, headers: editor }),
      t.app.inject({
        method: "POST",
        url: adminPaths.editors,
        headers: editor,
        payload: { mobile: "9876500002", role: "owner" },
      }),
      t.app.inject({
        method: "PATCH",
        url: adminPaths.editor(staffMobile),
        headers: editor,
        payload: { role: "owner" },
      }),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(adminMessages.ownerOnly);
    }
    // Reading the brand is fine: the form shows it.
    expect((await t.app.inject({ url: contentPaths.document("site"), headers: editor })).statusCode).toBe(200);
  });

  it("the last owner cannot step down; once another is an owner, they can, and the audit log says who changed whom", async () => {
    const alone = await t.app.inject({
      method: "PATCH",
      url: adminPaths.editor("9999999999"),
      headers: owner,
      payload: { role: "editor" },
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(adminMessages.lastOwner);
    const promote = await t.app.inject({
      method: "PATCH",
      url: adminPaths.editor(staffMobile),
      headers: owner,
      payload: { role: "owner" },
    });
    expect(promote.json()).toEqual({ message: adminMessages.roleSaved });
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: contentPaths.document("site"),
          headers: editor,
          payload: siteBrandOf(defaultSite),
        })
      ).statusCode,
    ).toBe(200);
    const bad = await t.app.inject({
      method: "PATCH",
      url: adminPaths.editor(staffMobile),
      headers: owner,
      payload: { role: "admin" },
    });
    expect(bad.statusCode).toBe(400);
    const [entry] = (await t.app.inject({ url: adminPaths.audit, headers: owner })).json().entries;
    expect(entry).toMatchObject({ action: "editor.role", detail: `Changed ${staffMobile} from editor to owner` });
  });
});
