import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { seedOrder, sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { checkPdf } from "../../../tests/setup/pdf-tools.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { findOrder } from "../orders/orders.repository.ts";
import { gstPeriod } from "./gst-period.ts";
import { issueInvoice } from "./issue-invoice.ts";

const ist = new Date(Date.now() + 330 * 60_000);
const month = `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}`;
const fyStart = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
const quarter = `${fyStart}-Q${Math.floor(((ist.getUTCMonth() + 9) % 12) / 3) + 1}`;
const line = { description: "Payroll compliance retainer", sac: "998311", quantity: 1, rate: 25000, gstRate: 18 };
/** "Total: ₹29,500.00" (or "Total credit: …") on a PDF, in paise. */
const printedTotal = (text: string) =>
  Math.round(Number(/Total(?: credit)?: ₹([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, "")) * 100);
const paise = (rupees: number) => Math.round(rupees * 100);

describe("GSTR-1 for a month or a quarter", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const post = async (url: string, payload?: object) => {
    const answer = await t.app.inject({ method: "POST", url, headers: auth, payload });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  const pdfs: { url: string; sign: 1 | -1 }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
    const client = async (fields: object) => (await post(billingPaths.clients, fields)).client.id as number;
    const issued = async (clientId: number, lines = [line]) => {
      const { invoice } = await post(billingPaths.invoices, { clientId, lines });
      const answer = await post(billingPaths.issue(invoice.id));
      pdfs.push({ url: answer.pdfUrl, sign: 1 });
      return invoice.id as number;
    };
    const common = { address: "1 Main Road", email: "accounts@example.com" };
    const registered = await client({
      ...common,
      businessName: "Pune Tools",
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
    });
    const local = await client({ ...common, businessName: "Jaipur Textiles", state: "Rajasthan" });
    const farAway = await client({ ...common, businessName: "Chennai Trust", state: "Tamil Nadu" });
    const first = await issued(registered);
    await issued(local);
    await issued(farAway, [{ ...line, rate: 150000 }]);
    await issued(farAway, [{ ...line, rate: 999.99, gstRate: 5 }]);
    const note = await post(billingPaths.creditNotes(first), { amount: 14750, reason: "Half the month" });
    pdfs.push({ url: note.creditNote.pdfUrl, sign: -1 });
    // A shop order paid the same month, invoiced on the shop's side (B2CS, intra-State).
    const orderId = await seedOrder(t);
    await t.db.transaction().execute(async (tx) => issueInvoice(tx, (await findOrder(tx, orderId))!, new Date()));
    pdfs.push({ url: `/orders/${orderId}/invoice.pdf?key=console-fixture-key`, sign: 1 });
  });
  afterAll(() => t.close());

  it("lists B2B, B2CL, B2CS, CDNR, the SAC summary and the documents, and reconciles to the paisa with the PDFs", async () => {
    const answer = await t.app.inject({ url: `${billingPaths.gstr1}?period=${month}`, headers: auth });
    expect(answer.statusCode, answer.body).toBe(200);
    const r = answer.json();
    expect(r.gstin).toBe("08ABCDE1234F1Z0");
    expect(r.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
    expect(r.b2b).toEqual([
      {
        ctin: "27AAPFU0939F1ZV",
        inv: [
          expect.objectContaining({
            val: 29500,
            pos: "27",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1, itm_det: { rt: 18, txval: 25000, iamt: 4500, camt: 0, samt: 0, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(r.b2b[0].inv[0].idt).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Above ₹1 lakh to an unregistered buyer in another state: B2CL; the small one is B2CS.
    expect(r.b2cl).toEqual([{ pos: "33", inv: [expect.objectContaining({ val: 177000 })] }]);
    expect(r.b2cs).toContainEqual({
      sply_ty: "INTER",
      pos: "33",
      typ: "OE",
      rt: 5,
      txval: 999.99,
      iamt: 50,
      camt: 0,
      samt: 0,
      csamt: 0,
    });
    const rajasthan18 = r.b2cs.find((row: { pos: string; rt: number }) => row.pos === "08" && row.rt === 18);
    expect(rajasthan18.sply_ty).toBe("INTRA");
    // Within Rajasthan: CGST and SGST, no IGST (the shop's inclusive split gives SGST a line's odd paisa).
    expect(rajasthan18.iamt).toBe(0);
    expect(rajasthan18.camt).toBeGreaterThan(2250);
    expect(r.cdnr).toEqual([
      { ctin: "27AAPFU0939F1ZV", nt: [expect.objectContaining({ ntty: "C", pos: "27", val: 14750 })] },
    ]);
    expect(r.doc_issue.doc_det).toEqual([
      expect.objectContaining({ doc_num: 1, docs: [expect.objectContaining({ totnum: 5, cancel: 0, net_issue: 5 })] }),
      expect.objectContaining({ doc_num: 5, docs: [expect.objectContaining({ totnum: 1 })] }),
    ]);

    // The return's value, net of the credit note, equals what the PDFs print, to the paisa.
    let printed = 0;
    for (const pdf of pdfs) {
      const { text } = checkPdf((await t.app.inject({ url: pdf.url, headers: auth })).rawPayload);
      printed += pdf.sign * printedTotal(text);
    }
    type Item = { itm_det: { txval: number; iamt: number; camt: number; samt: number } };
    const sumVal = (docs: { val: number }[]) => docs.reduce((s, d) => s + paise(d.val), 0);
    const reported =
      sumVal(r.b2b.flatMap((g: { inv: { val: number }[] }) => g.inv)) +
      sumVal(r.b2cl.flatMap((g: { inv: { val: number }[] }) => g.inv)) +
      r.b2cs.reduce(
        (s: number, row: Item["itm_det"]) => s + paise(row.txval) + paise(row.iamt) + paise(row.camt) + paise(row.samt),
        0,
      ) -
      sumVal(r.cdnr.flatMap((g: { nt: { val: number }[] }) => g.nt));
    expect(reported).toBe(printed);
    // Every document's items add up to its value.
    for (const doc of [
      ...r.b2b.flatMap((g: { inv: unknown[] }) => g.inv),
      ...r.b2cl.flatMap((g: { inv: unknown[] }) => g.inv),
    ] as { val: number; itms: Item[] }[])
      expect(
        doc.itms.reduce(
          (s, i) => s + paise(i.itm_det.txval) + paise(i.itm_det.iamt) + paise(i.itm_det.camt) + paise(i.itm_det.samt),
          0,
        ),
      ).toBe(paise(doc.val));
    // Table 12 carries the same taxable value as the tables it summarises.
    const hsnTaxable = [...r.hsn.hsn_b2b, ...r.hsn.hsn_b2c].reduce(
      (s: number, row: { txval: number }) => s + paise(row.txval),
      0,
    );
    const itemTaxable = (groups: { inv?: { itms: Item[] }[]; nt?: { itms: Item[] }[] }[], key: "inv" | "nt") =>
      groups
        .flatMap((g) => g[key]!)
        .flatMap((d) => d.itms)
        .reduce((s, i) => s + paise(i.itm_det.txval), 0);
    expect(hsnTaxable).toBe(
      itemTaxable(r.b2b, "inv") +
        itemTaxable(r.b2cl, "inv") +
        r.b2cs.reduce((s: number, row: { txval: number }) => s + paise(row.txval), 0) -
        itemTaxable(r.cdnr, "nt"),
    );
  });

  it("answers the quarter with the same documents, the CSV register, and refuses a period it cannot read", async () => {
    const monthly = (await t.app.inject({ url: `${billingPaths.gstr1}?period=${month}`, headers: auth })).json();
    const quarterly = (await t.app.inject({ url: `${billingPaths.gstr1}?period=${quarter}`, headers: auth })).json();
    expect(quarterly.b2b).toEqual(monthly.b2b);
    expect(quarterly.fp).toBe(gstPeriod(quarter).fp);
    const csv = await t.app.inject({ url: `${billingPaths.gstr1}?period=${month}&format=csv`, headers: auth });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = csv.body.trim().split(/\r?\n/);
    expect(rows[0]).toBe("type,number,date,against_invoice,buyer,gstin,place_of_supply,taxable,cgst,sgst,igst,total");
    expect(rows).toHaveLength(1 + 6);
    expect(rows.find((row) => row.startsWith("Credit note"))).toMatch(/,14750\.00$/);
    for (const period of ["2026-13", "2026-Q5", "26-11"]) {
      const refused = await t.app.inject({ url: `${billingPaths.gstr1}?period=${period}`, headers: auth });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(billingMessages.periodInvalid);
    }
  });

  it("reads months and financial-year quarters in Indian time", () => {
    expect(gstPeriod("2026-11")).toEqual({
      from: "2026-10-31T18:30:00.000Z",
      to: "2026-11-30T18:30:00.000Z",
      fp: "112026",
    });
    expect(gstPeriod("2026-Q3")).toEqual({
      from: "2026-09-30T18:30:00.000Z",
      to: "2026-12-31T18:30:00.000Z",
      fp: "122026",
    });
    expect(gstPeriod("2026-Q4")).toEqual({
      from: "2026-12-31T18:30:00.000Z",
      to: "2027-03-31T18:30:00.000Z",
      fp: "032027",
    });
    expect(gstPeriod("2026-12")).toEqual({
      from: "2026-11-30T18:30:00.000Z",
      to: "2026-12-31T18:30:00.000Z",
      fp: "122026",
    });
  });
});
