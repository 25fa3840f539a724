import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContactMessages, siteContactPaths } from "../../../contract/console/site-contact.ts";
import {
  defaultSite,
  defaultSiteContact,
  telHref,
  whatsappHref,
  type SiteContact,
} from "../../../contract/shared/site.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { enquiryAlert } from "../../messaging/templates.ts";
import { currentSite, putSiteInForce } from "../../site-identity.ts";
import { loadSiteContact } from "./site-contact.service.ts";

describe("the site's contact details: a typed default the console's stored copy overrides", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const changed: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    t.app.content.on((kind) => changed.push(kind));
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(async () => {
    putSiteInForce(defaultSite);
    await t.close();
  });

  const edited: SiteContact = {
    ...structuredClone(defaultSiteContact),
    phone: { display: "+91 98765 43210", tel: "+919876543210" },
    whatsappNumber: "919876543210",
    emails: { primary: "office@firm.example", secondary: "help@firm.example" },
    address: { lines: ["12 New Road"], city: "Udaipur", region: "Rajasthan", postalCode: "313001", country: "India" },
  };

  it("starts from the typed default when nothing is stored", async () => {
    expect(await loadSiteContact(t.db)).toBe(false);
    const view = (await t.app.inject({ url: siteContactPaths.contact, headers: auth })).json();
    expect(view.contact).toEqual(defaultSiteContact);
    expect(view.typedDefault).toEqual(defaultSiteContact);
  });

  it("saves an edit: the running site, its links and the e-mails use it, pages drop, the audit log keeps before and after", async () => {
    const answer = await t.app.inject({
      method: "PATCH",
      url: siteContactPaths.contact,
      headers: auth,
      payload: edited,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: siteContactMessages.saved, contact: edited });
    expect(changed).toEqual(["site"]);
    const site = currentSite();
    expect(site.phone.display).toBe("+91 98765 43210");
    expect(site.brand).toBe("Sample HR & Compliance Consultancy");
    expect(telHref(site)).toBe("tel:+919876543210");
    expect(whatsappHref(site)).toBe("https://wa.me/919876543210");
    // The typed default is never changed in place: what pages and the console's "typed default" show stays.
    expect(defaultSite.phone.display).toBe(defaultSiteContact.phone.display);
    expect(Object.isFrozen(defaultSite.phone)).toBe(true);
    expect(
      enquiryAlert({ id: 1, name: "A", email: "a@example.com", contactNumber: "9876543210", message: null }).to,
    ).toBe("office@firm.example");
    const [entry] = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json().entries;
    expect(entry).toMatchObject({ action: "site.contact", target: "site contact" });
    expect(entry.detail).toBe("Changed phone, whatsappNumber, emails, address of the site's contact details");
    expect(JSON.parse(entry.before).phone).toEqual(defaultSiteContact.phone);
    expect(JSON.parse(entry.after).phone).toEqual(edited.phone);
  });

  it("a later start applies the stored copy over the typed default", async () => {
    putSiteInForce(defaultSite);
    expect(currentSite().address.city).toBe(defaultSiteContact.address.city);
    expect(await loadSiteContact(t.db)).toBe(true);
    expect(currentSite().address.city).toBe("Udaipur");
  });

  it("the seller's GSTIN is edited with the details: new invoices print it; a copy stored before it existed still applies", async () => {
    const answer = await t.app.inject({
      method: "PATCH",
      url: siteContactPaths.contact,
      headers: auth,
      payload: { ...edited, gstin: " 08aapfu0939f1zv " },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().contact.gstin).toBe("08AAPFU0939F1ZV");
    expect(currentSite().seller.gstin).toBe("08AAPFU0939F1ZV");

    putSiteInForce(defaultSite);
    const { gstin: _gstin, ...older } = edited;
    await t.app.inject({ method: "PATCH", url: siteContactPaths.contact, headers: auth, payload: older });
    putSiteInForce(defaultSite);
    expect(await loadSiteContact(t.db)).toBe(true);
    expect(currentSite().address.city).toBe("Udaipur");
    expect(currentSite().seller.gstin).toBe(defaultSiteContact.gstin);
  });

  it("refuses invalid details with a sentence and changes nothing", async () => {
    for (const [payload, message] of [
      [{ ...edited, phone: { display: "x", tel: "12345" } }, siteContactMessages.telInvalid],
      [{ ...edited, whatsappNumber: "+91 98765" }, siteContactMessages.whatsappInvalid],
      [{ ...edited, emails: { primary: "nope", secondary: "help@firm.example" } }, siteContactMessages.emailInvalid],
      [{ ...edited, address: { ...edited.address, postalCode: "3130" } }, siteContactMessages.postalCodeInvalid],
      [{ ...edited, map: { ...edited.map, latitude: 123 } }, siteContactMessages.mapInvalid],
      [
        { ...edited, social: [{ name: "facebook", label: "Facebook", href: "javascript:alert(1)" }] },
        siteContactMessages.socialInvalid,
      ],
      // A GSTIN of another state (Maharashtra, 27) would split the tax wrongly; a wrong check digit is a typo.
      [{ ...edited, gstin: "27AAPFU0939F1ZV" }, siteContactMessages.gstinInvalid],
      [{ ...edited, gstin: "08AAPFU0939F1ZX" }, siteContactMessages.gstinInvalid],
    ] as const) {
      changed.length = 0;
      const answer = await t.app.inject({ method: "PATCH", url: siteContactPaths.contact, headers: auth, payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
      expect(changed).toEqual([]);
    }
    expect(currentSite().phone.tel).toBe("+919876543210");
    expect((await t.app.inject({ method: "PATCH", url: siteContactPaths.contact, payload: edited })).statusCode).toBe(
      401,
    );
  });
});
