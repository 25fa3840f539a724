import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "../../../contract/console/content.ts";
import { contentDefaults, type ContentDocuments, type ContentKey } from "../../../contract/content/documents.ts";
import { defaultSite, siteBrandOf } from "../../../contract/shared/site.ts";
import { LegalDocument } from "../../components/legal/legal-document.tsx";
import { PartnerCard } from "../../components/marketing/partners/partner-card.tsx";
import { organizationJsonLd } from "../../lib/json-ld.ts";
import { servicesContext } from "../../lib/services-context.ts";
import { loader as rootLoader } from "../../root.tsx";
import { loader as aboutLoader } from "./about-page.tsx";
import { loader as contactLoader } from "./contact-page.tsx";
import { loader as partnersLoader } from "./professional-collaboration-page.tsx";
import { loader as privacyLoader } from "./privacy-page.tsx";
import { loader as termsLoader } from "./terms-page.tsx";
import { loader as manifestLoader } from "../web-manifest.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { headerLines, startSmtp, stopSmtp } from "../../../tests/setup/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { createAppServices } from "../../../server/pages/create-app-services.ts";

/**
 * Issue 28: the privacy policy, the terms, the footer, the contact page and the partner network
 * are documents, and the brand reaches the manifest, the structured data and the e-mails. Through
 * the console API, the published documents in memory and the pages' own loaders.
 */
describe("documents on their pages and the brand beyond them", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let context: RouterContextProvider;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}` });
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    context = new RouterContextProvider();
    context.set(
      servicesContext,
      createAppServices(t.db, t.env, () => undefined, undefined, undefined, t.app.contentInForce),
    );
  });
  afterAll(async () => {
    await t.close();
    await stopSmtp(smtp.server);
  });

  const args = (url = "http://localhost/") => ({ request: new Request(url), context, params: {} }) as never;
  const publish = async <K extends ContentKey>(key: K, document: ContentDocuments[K]) => {
    const saved = await t.app.inject({
      method: "PUT",
      url: contentPaths.document(key),
      headers: auth,
      payload: document,
    });
    expect(saved.statusCode, JSON.stringify(saved.json())).toBe(200);
    const published = await t.app.inject({ method: "POST", url: contentPaths.publish(key), headers: auth });
    expect(published.statusCode).toBe(200);
  };
  const html = (document: ReturnType<typeof privacyLoader>) =>
    renderToStaticMarkup(createElement(LegalDocument, { document }));

  it("with nothing published, /privacy and /terms read as the typed copy, with the settings and details in force", () => {
    const privacy = privacyLoader(args());
    expect(privacy.heading).toBe("Privacy Policy");
    expect(privacy.seo.description).toBe(
      `What personal data ${defaultSite.brand} collects through this website, why, for how long, and how to see, correct or erase it.`,
    );
    const page = html(privacy);
    expect(page).toContain('<time dateTime="2026-11-24">Last reviewed: 24 November 2026</time>');
    expect(page).toContain("<strong>Contact form: </strong>your name, e-mail address and contact number");
    expect(page).toContain("We delete an enquiry 1 year after it arrives, unless you become our client.");
    expect(page).toContain("We delete each copy 30 days after it is sent.");
    expect(page).not.toMatch(/\{[a-zA-Z]+\}/);

    const terms = termsLoader(args());
    const seller = defaultSite.seller;
    expect(terms.intro).toBe(
      `These terms apply when you use this website, read its guides or order from its shop. By using the site you accept them. The website is run by ${defaultSite.brand}, ${defaultSite.address.lines.join(", ")}, ${defaultSite.address.city}, ${defaultSite.address.region} ${defaultSite.address.postalCode}, ${defaultSite.address.country}.`,
    );
    const termsHtml = html(terms);
    expect(termsHtml).toContain(
      `The shop's seller is ${seller.legalName}, ${seller.addressLines.join(", ")}, ${seller.city}, ${seller.state} ${seller.postalCode} (GSTIN ${seller.gstin}).`,
    );
    expect(termsHtml).toContain(
      `write to our Grievance Officer, ${defaultSite.privacyContact.name}, at ${defaultSite.privacyContact.email}`,
    );
    expect(termsHtml).toContain(
      `Courts at ${defaultSite.address.city}, ${defaultSite.address.region} have jurisdiction`,
    );
  });

  it("a published privacy policy is what /privacy shows: the editor's HTML sanitized, its tokens filled and escaped", async () => {
    const edited = structuredClone(contentDefaults.privacy);
    edited.heading = "How we use your data";
    edited.reviewed = "2026-12-01";
    edited.sections[0]!.body = `<p>{brand} keeps enquiries for {enquiryRetention}; {unknown} stays.</p><script>alert(1)</script>`;
    const saved = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("privacy"),
      headers: auth,
      payload: edited,
    });
    expect(saved.statusCode).toBe(200);
    // A draft is not public.
    expect(privacyLoader(args()).heading).toBe("Privacy Policy");
    await t.app.inject({ method: "POST", url: contentPaths.publish("privacy"), headers: auth });

    const page = html(privacyLoader(args()));
    expect(page).toContain("How we use your data");
    expect(page).toContain("Last reviewed: 1 December 2026");
    // The default brand has an "&": it stays text inside the HTML.
    expect(page).toContain(
      "<p>Sample HR &amp; Compliance Consultancy keeps enquiries for 1 year; {unknown} stays.</p>",
    );
    expect(page).not.toContain("<script");

    const badDate = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("privacy"),
      headers: auth,
      payload: { ...edited, reviewed: "1 Dec 2026" },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual({ reviewed: "Enter the date as YYYY-MM-DD." });
  });

  it("publishes the footer's lists, the contact page's copy, the partners and the team onto their pages", async () => {
    const footer = structuredClone(contentDefaults.footer);
    footer.company.push({ label: "Careers", to: "/internship" });
    footer.recruitment.heading = "Work with us";
    await publish("footer", footer);
    const root = await rootLoader(args());
    expect(root.footer.company.at(-1)).toEqual({ label: "Careers", to: "/internship" });
    expect(root.footer.recruitment.heading).toBe("Work with us");

    const contact = structuredClone(contentDefaults.contact);
    contact.title = "Write to us";
    contact.details.hoursHeading = "When we are in";
    await publish("contact", contact);
    const contactPage = contactLoader(args("http://localhost/contact"));
    expect(contactPage.page).toMatchObject({
      title: "Write to us",
      details: { hoursHeading: "When we are in", addressLabel: "Office" },
      form: { nameLabel: "Name", button: "Submit" },
    });
    // The details stay the contact details' (decision 028).
    expect(contactPage.details.phone.display).toBe(defaultSite.phone.display);

    const partners = structuredClone(contentDefaults["professional-collaboration"]);
    partners.partners = [
      {
        id: "mehta-payroll",
        companyName: "Mehta Payroll",
        subtitle: "Payroll in Jaipur",
        // A logo from the media library: every width it was stored in reaches the page's markup.
        logo: {
          src: "/media/0123456789abcdef0123456789abcdef-520.webp",
          alt: "Mehta Payroll logo",
          width: 520,
          height: 128,
          srcset:
            "/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-520.webp 520w",
        },
        websiteUrl: "https://mehta.example.in/",
      },
    ];
    await publish("professional-collaboration", partners);
    const shownPartners = partnersLoader(args()).partners;
    expect(shownPartners.map((p) => p.companyName)).toEqual(["Mehta Payroll"]);
    const card = renderToStaticMarkup(createElement(PartnerCard, { partner: shownPartners[0]! }));
    expect(card).toContain(
      'srcSet="/media/0123456789abcdef0123456789abcdef-320.webp 320w, /media/0123456789abcdef0123456789abcdef-520.webp 520w" sizes="16rem" width="520" height="128"',
    );

    // The about page has no team until staff list one.
    expect(aboutLoader(args()).team.members).toEqual([]);
    const about = structuredClone(contentDefaults.about);
    about.team.members = [{ id: "arjun", name: "Arjun Mehta", role: "Partner, labour law" }];
    await publish("about", about);
    expect(aboutLoader(args()).team.members.map((m) => m.name)).toEqual(["Arjun Mehta"]);
  });

  it("the published brand names the manifest, the structured data's logo and the e-mails' sender and signature", async () => {
    const before = JSON.parse(await (manifestLoader(args()) as Response).text());
    expect(before).toMatchObject({
      name: defaultSite.brand,
      short_name: defaultSite.shortBrand,
      theme_color: defaultSite.colours.primary,
      icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
    });

    // While no brand is published, the From is MAIL_FROM exactly as set.
    await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Asha", email: "asha@example.com", contact_number: "9876543211" },
    });
    await t.app.outboxWorker.drain();
    const early = smtp.received.find((m) => m.to.includes("asha@example.com"))!;
    expect(headerLines(early.raw)).toContain(`From: ${t.env.MAIL_FROM}`);

    await publish("site", {
      ...siteBrandOf(defaultSite),
      brand: "Mehta Labour Law Associates",
      shortBrand: "Mehta LLA",
      colours: { primary: "#1b4d3e", accent: "#f5b83d" },
      favicon: { src: "/media/icon-64.webp", alt: "Mehta LLA", width: 64, height: 64 },
      logo: { src: "/media/logo-200.webp", alt: "Mehta Labour Law Associates", width: 200, height: 48 },
    });

    const answer = manifestLoader(args()) as Response;
    expect(answer.headers.get("content-type")).toContain("application/manifest+json");
    expect(JSON.parse(await answer.text())).toMatchObject({
      name: "Mehta Labour Law Associates",
      short_name: "Mehta LLA",
      theme_color: "#1b4d3e",
      icons: [
        { src: "/media/icon-64.webp", sizes: "64x64", type: "image/webp" },
        { src: "/media/logo-200.webp", sizes: "200x48", type: "image/webp" },
      ],
    });
    const root = await rootLoader(args());
    expect(organizationJsonLd(root).logo).toBe(`${root.baseUrl}/media/logo-200.webp`);

    const enquiry = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Meera", email: "meera@example.com", contact_number: "9876543210" },
    });
    expect(enquiry.statusCode).toBe(201);
    await t.app.outboxWorker.drain();
    const reply = smtp.received.find((m) => m.to.includes("meera@example.com"))!;
    expect(headerLines(reply.raw)).toContain("From: Mehta Labour Law Associates <no-reply@example.com>");
    const { body: text } = await t.db
      .selectFrom("outbox")
      .select("body")
      .where("recipient", "=", "meera@example.com")
      .executeTakeFirstOrThrow();
    expect(text).toContain("Thank you for contacting Mehta Labour Law Associates.");
    expect(text.split("\n").at(-1)).toBe("Mehta Labour Law Associates");

    await t.app.inject({ method: "POST", url: contentPaths.revert("site"), headers: auth, payload: { default: true } });
  });
});
