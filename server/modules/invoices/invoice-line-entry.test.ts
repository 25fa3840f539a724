import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { contentPaths } from "../../../contract/console/content.ts";
import { defaultSite } from "../../../contract/shared/site.ts";
import { multipart } from "../../../tests/setup/api-helpers.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { checkPdf } from "../../../tests/setup/pdf-tools.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

const maharashtra = {
  businessName: "Pune Precision Tools Pvt Ltd",
  gstin: "27AAPFU0939F1ZV",
  address: "Plot 4, MIDC Bhosari",
  city: "Pune",
  state: "Maharashtra",
  email: "accounts@pune-tools.example",
};
const rajasthan = {
  businessName: "Jaipur Textiles",
  address: "22 Sitapura Industrial Area",
  city: "Jaipur",
  state: "Rajasthan",
  email: "billing@jaipur-textiles.example",
};
const workshop = { description: "POSH workshop, one day", sac: "999293", quantity: 1, rate: 50000, gstRate: 18 };

type Fields = Record<string, unknown>;

describe("service invoices: GST-inclusive rates, line discounts, training and events, the logo (decisions 155-157)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, headers: auth, payload });
  const client = async (fields: Fields) => (await post(billingPaths.clients, fields)).json().client.id as number;
  const draft = async (payload: Fields) => {
    const answer = await post(billingPaths.invoices, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().invoice;
  };
  const issue = async (id: number) => {
    const answer = await post(billingPaths.issue(id));
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const read = async (id: number) => (await t.app.inject({ url: billingPaths.invoice(id), headers: auth })).json();
  const pdfText = async (url: string) => {
    const answer = await t.app.inject({ url, headers: auth });
    return { ...checkPdf(answer.rawPayload), raw: answer.rawPayload.toString("latin1") };
  };

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  it("takes line discounts (amount or per cent) off before GST; the PDF shows them and totals that add up", async () => {
    const clientId = await client(rajasthan);
    const created = await draft({
      clientId,
      lines: [
        { ...workshop, quantity: 2, rate: 10000, discount: { kind: "percent", value: 10 } },
        {
          ...workshop,
          description: "Registers",
          sac: "998439",
          rate: 5000,
          discount: { kind: "amount", value: 499.99 },
        },
        { ...workshop, description: "Travel", rate: 1200 },
      ],
    });
    expect(created.lines).toEqual([
      expect.objectContaining({
        discount: { kind: "percent", value: 10, amount: 2000 },
        taxable: 18000,
        cgst: 1620,
        sgst: 1620,
        total: 21240,
      }),
      expect.objectContaining({
        discount: { kind: "amount", value: 499.99, amount: 499.99 },
        taxable: 4500.01,
        cgst: 405,
        sgst: 405,
        total: 5310.01,
      }),
      expect.not.objectContaining({ discount: expect.anything() }),
    ]);
    expect(created).toMatchObject({ taxable: 23700.01, cgst: 2133, sgst: 2133, igst: 0, total: 27966.01 });
    expect(created).not.toHaveProperty("ratesIncludeGst");
    await issue(created.id);
    expect(await read(created.id)).toMatchObject({ total: 27966.01, lines: created.lines });
    const { text } = await pdfText(billingPaths.pdf(created.id));
    for (const fact of [
      "Discount",
      "2,000.00",
      "499.99",
      "2,499.99",
      "18,000.00",
      "4,500.01",
      "23,700.01",
      "2,133.00",
      "₹27,966.01",
      "Rates exclude GST",
      "taken off before GST",
      "Rupees Twenty Seven Thousand Nine Hundred Sixty Six and One Paise only",
    ])
      expect(text).toContain(fact);

    const tooMuch = await post(billingPaths.invoices, {
      clientId,
      lines: [{ ...workshop, rate: 100, discount: { kind: "amount", value: 100.01 } }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.lines).toBe(billingMessages.discountTooLarge);
    for (const discount of [
      { kind: "percent", value: 100.5 },
      { kind: "amount", value: 0 },
      { kind: "share", value: 5 },
    ]) {
      const refused = await post(billingPaths.invoices, { clientId, lines: [{ ...workshop, discount }] });
      expect(refused.statusCode, JSON.stringify(discount)).toBe(400);
      expect(refused.json().fields.lines).toBe(billingMessages.discountInvalid);
    }
  });

  it("works the taxable value out of GST-inclusive rates, never charging more than the rate entered", async () => {
    const across = await draft({
      clientId: await client(maharashtra),
      ratesIncludeGst: true,
      lines: [{ ...workshop, rate: 29500 }],
    });
    expect(across).toMatchObject({ ratesIncludeGst: true, taxable: 25000, igst: 4500, total: 29500 });
    await issue(across.id);
    const within = await draft({
      clientId: await client(rajasthan),
      ratesIncludeGst: true,
      lines: [
        { ...workshop, rate: 102.07 },
        { ...workshop, description: "Seats", quantity: 3, rate: 1180, discount: { kind: "percent", value: 10 } },
      ],
    });
    // 86.50 would give CGST 7.79 + SGST 7.79 = 102.08: 86.49 and 102.05. 3 × 1,180 less 10 % = 3,186 = 2,700 + 486.
    expect(within.lines).toEqual([
      expect.objectContaining({ rate: 102.07, taxable: 86.49, cgst: 7.78, sgst: 7.78, total: 102.05 }),
      expect.objectContaining({ discount: { kind: "percent", value: 10, amount: 354 }, taxable: 2700, total: 3186 }),
    ]);
    expect(within).toMatchObject({ taxable: 2786.49, cgst: 250.78, sgst: 250.78, total: 3288.05 });
    await issue(within.id);
    expect(await read(within.id)).toMatchObject({ ratesIncludeGst: true, total: 3288.05 });
    const { text } = await pdfText(billingPaths.pdf(within.id));
    for (const fact of ["Rates include GST", "102.07", "1,180.00", "354.00", "2,786.49", "250.78", "₹3,288.05"])
      expect(text).toContain(fact);
  });

  it("places training and events where the decision says: CGST+SGST or IGST follow, frozen on issue", async () => {
    const unregistered = await client({ ...rajasthan, businessName: "Ajmer Mills" });
    const registered = await client(maharashtra);
    const supplied = async (clientId: number, supply: Fields) => draft({ clientId, lines: [workshop], supply });

    const trainingInGujarat = await supplied(unregistered, { kind: "training", venueState: "Gujarat" });
    expect(trainingInGujarat).toMatchObject({
      placeOfSupply: "Gujarat (24)",
      intraState: false,
      igst: 9000,
      supply: { kind: "training", venueState: "Gujarat" },
    });
    // A registered recipient of training: its own state, wherever the training is given.
    expect(await supplied(registered, { kind: "training", venueState: "Rajasthan" })).toMatchObject({
      placeOfSupply: "Maharashtra (27)",
      igst: 9000,
    });
    // Seats at an event in Rajasthan: Rajasthan whoever buys, so CGST + SGST for a Rajasthan seller.
    const seats = await supplied(registered, { kind: "event_admission", venueState: "Rajasthan" });
    expect(seats).toMatchObject({ placeOfSupply: "Rajasthan (08)", intraState: true, cgst: 4500, sgst: 4500, igst: 0 });
    expect(await supplied(unregistered, { kind: "event_organisation", venueState: "Delhi" })).toMatchObject({
      placeOfSupply: "Delhi (07)",
      igst: 9000,
    });
    const general = await draft({ clientId: unregistered, lines: [workshop] });
    expect(general).toMatchObject({ placeOfSupply: "Rajasthan (08)", intraState: true });
    expect(general).not.toHaveProperty("supply");

    const noVenue = await post(billingPaths.invoices, {
      clientId: registered,
      lines: [workshop],
      supply: { kind: "training" },
    });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().fields.supply).toBe(billingMessages.venueStateRequired);

    await issue(trainingInGujarat.id);
    await issue(seats.id);
    // The client moves: the issued invoice keeps the place of supply it was issued with.
    await t.app.inject({
      method: "PUT",
      url: billingPaths.client(unregistered),
      headers: auth,
      payload: { ...rajasthan, businessName: "Ajmer Mills", state: "Gujarat" },
    });
    expect(await read(trainingInGujarat.id)).toMatchObject({ placeOfSupply: "Gujarat (24)", igst: 9000 });
    const { text } = await pdfText(billingPaths.pdf(trainingInGujarat.id));
    expect(text).toContain("Place of supply: Gujarat (24)");
    expect(text).toContain("Training performed in Gujarat");
    expect(text).toContain("IGST");
  });

  it("reports these invoices in GSTR-1 with the frozen place of supply, each adding up to its invoice value", async () => {
    const ist = new Date(Date.now() + 330 * 60_000);
    const period = `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}`;
    const answer = await t.app.inject({ url: `${billingPaths.gstr1}?period=${period}`, headers: auth });
    expect(answer.statusCode, answer.body).toBe(200);
    type Item = { itm_det: { txval: number; iamt: number; camt: number; samt: number } };
    type Inv = { val: number; pos: string; itms: Item[] };
    const invoices: Inv[] = answer.json().b2b.find((entry: { ctin: string }) => entry.ctin === maharashtra.gstin).inv;
    const paise = (rupees: number) => Math.round(rupees * 100);
    for (const inv of invoices) {
      const sum = inv.itms.reduce((total, { itm_det: d }) => total + paise(d.txval + d.iamt + d.camt + d.samt), 0);
      expect(sum).toBe(paise(inv.val));
    }
    // The GST-inclusive ₹29,500, and the seats at an event held in Rajasthan (place of supply 08).
    expect(invoices).toContainEqual(
      expect.objectContaining({
        val: 29500,
        pos: "27",
        itms: [expect.objectContaining({ itm_det: expect.objectContaining({ txval: 25000, iamt: 4500 }) })],
      }),
    );
    expect(invoices).toContainEqual(
      expect.objectContaining({
        val: 59000,
        pos: "08",
        itms: [expect.objectContaining({ itm_det: expect.objectContaining({ camt: 4500, samt: 4500 }) })],
      }),
    );
  });

  it("heads the invoice and its credit note with the published logo, and with the firm's name while there is none", async () => {
    const clientId = await client(maharashtra);
    const { id } = await draft({ clientId, lines: [workshop] });
    await issue(id);
    const before = await pdfText(billingPaths.pdf(id));
    expect(before.text).toContain(defaultSite.brand);
    expect(before.raw).not.toContain("/Subtype /Image");

    const png = await sharp({ create: { width: 400, height: 96, channels: 3, background: "#1e3a8a" } })
      .png()
      .toBuffer();
    const body = multipart({ file: { filename: "logo.png", contentType: "image/png", data: png }, alt: "Firm logo" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json<{ url: string; width: number; height: number; srcset: string }>();
    const site = (await t.app.inject({ url: contentPaths.document("site"), headers: auth })).json().published;
    const saved = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("site"),
      headers: auth,
      payload: {
        ...site,
        logo: { src: item.url, alt: "Firm logo", width: item.width, height: item.height, srcset: item.srcset },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await post(contentPaths.publish("site"))).statusCode).toBe(200);

    const after = await pdfText(billingPaths.pdf(id));
    expect(after.raw).toContain("/Subtype /Image");
    expect(after.text).toContain("Tax Invoice");
    const note = (await post(billingPaths.creditNotes(id), { amount: 1000, reason: "Goodwill" })).json().creditNote;
    const credit = await pdfText(note.pdfUrl);
    expect(credit.raw).toContain("/Subtype /Image");
    expect(credit.text).toContain("Credit Note");
  });
  it("signs with the published signatory's name and scanned signature; an invoice issued before keeps its own block", async () => {
    const clientId = await client(maharashtra);
    const earlier = await draft({ clientId, lines: [workshop] });
    await issue(earlier.id);
    const images = (raw: string) => raw.split("/Subtype /Image").length - 1;
    const before = await pdfText(billingPaths.pdf(earlier.id));
    expect(before.text).toContain("Authorised signatory");
    expect(before.text).not.toContain("Priya Mehta");

    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const body = multipart({ file: { filename: "sign.png", contentType: "image/png", data: png }, alt: "Signature" });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    const scan = uploaded.json<{ url: string; width: number; height: number; srcset: string }>();
    const site = (await t.app.inject({ url: contentPaths.document("site"), headers: auth })).json().published;
    const signatory = {
      name: "Priya Mehta",
      designation: "Partner",
      signature: { src: scan.url, alt: "Signature", width: scan.width, height: scan.height, srcset: scan.srcset },
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: contentPaths.document("site"),
      headers: auth,
      payload: { ...site, signatory },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await post(contentPaths.publish("site"))).statusCode).toBe(200);

    const later = await draft({ clientId, lines: [workshop] });
    await issue(later.id);
    const signed = await pdfText(billingPaths.pdf(later.id));
    expect(signed.text).toMatch(/Authorised signatory\s+Priya Mehta, Partner/);
    expect(images(signed.raw)).toBe(images(before.raw) + 1);
    // Issued before the signatory was named: its block stays as it was issued.
    const again = await pdfText(billingPaths.pdf(earlier.id));
    expect(again.text).not.toContain("Priya Mehta");
    expect(images(again.raw)).toBe(images(before.raw));
  });
});
