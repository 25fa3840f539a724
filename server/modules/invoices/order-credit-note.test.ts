import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../../contract/console/admin.ts";
import { billingPaths } from "../../../contract/console/billing.ts";
import { seedOrder, sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { checkPdf } from "../../../tests/setup/pdf-tools.ts";
import { orderPageFor } from "../order-page/order-page.service.ts";
import { findOrder } from "../orders/orders.repository.ts";

const ist = new Date(Date.now() + 330 * 60_000);
const month = `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, "0")}`;

describe("a shop refund issues a credit note against the order's invoice (issue 32)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const setStatus = async (id: number, status: string) => {
    const answer = await t.app.inject({
      method: "PATCH",
      url: `${adminPaths.orders}/${id}`,
      headers: auth,
      payload: { status },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const gstr1 = async () => {
    const answer = await t.app.inject({ url: `${billingPaths.gstr1}?period=${month}`, headers: auth });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  it("credits the whole invoice once, in the notes' series, netted in B2CS or listed in CDNR", async () => {
    const consumer = await seedOrder(t, "consumer@example.com");
    const business = await seedOrder(t, "business@example.com");
    await t.db.updateTable("orders").set({ buyer_gstin: "27AAPFU0939F1ZV" }).where("id", "=", business).execute();
    const cancelledUnpaid = await seedOrder(t, "unpaid@example.com");

    for (const id of [consumer, business]) await setStatus(id, "paid");
    // Refunded twice (a second click, or back and forth): one note each.
    for (const id of [consumer, business, consumer]) await setStatus(id, "refunded");
    await setStatus(cancelledUnpaid, "refunded");

    const [a, b, c] = await Promise.all([consumer, business, cancelledUnpaid].map((id) => findOrder(t.db, id)));
    expect(a!.creditNoteNumber).toMatch(/^SHRC\/\d\d-\d\d\/\d{5}$/);
    expect(b!.creditNoteNumber).toMatch(/^SHRC\//);
    expect(a!.creditNoteNumber).not.toBe(b!.creditNoteNumber);
    // Never invoiced, so nothing to credit.
    expect(c!.creditNoteNumber).toBeNull();

    const json = await gstr1();
    // The consumer's sale and its refund cancel out in B2CS.
    for (const row of json.b2cs) expect([row.txval, row.camt, row.samt, row.iamt]).toEqual([0, 0, 0, 0]);
    const note = json.cdnr.find((r: { ctin: string }) => r.ctin === "27AAPFU0939F1ZV").nt[0];
    expect(note).toMatchObject({ ntty: "C", nt_num: b!.creditNoteNumber, val: b!.totalPaise / 100 });
    const noteTaxable = note.itms.reduce((sum: number, i: { itm_det: { txval: number } }) => sum + i.itm_det.txval, 0);
    const invoiceTaxable = b!.lines.reduce((sum, line) => sum + line.tax!.taxablePaise, 0) / 100;
    expect(noteTaxable).toBeCloseTo(invoiceTaxable, 2);
    const notes = json.doc_issue.doc_det.find((d: { doc_num: number }) => d.doc_num === 5).docs[0];
    expect(notes).toMatchObject({ totnum: 2 });
    for (const row of json.hsn.hsn_b2c) expect(row.txval).toBe(0);

    const csv = await t.app.inject({ url: `${billingPaths.gstr1}?period=${month}&format=csv`, headers: auth });
    expect(csv.body).toContain(a!.creditNoteNumber!);
  });

  it("shows the customer the refund's credit note on the order page, with its PDF behind the order's key", async () => {
    const id = await seedOrder(t, "refund@example.com");
    const key = "console-fixture-key";
    const page = () => orderPageFor(t.db, id, key, { secret: t.env.SESSION_SECRET, limit: 5 });
    const notePdf = `/orders/${id}/credit-note.pdf?key=${key}`;
    await setStatus(id, "paid");
    expect((await page())!.creditNote).toBeNull();
    expect((await t.app.inject({ url: notePdf })).statusCode).toBe(404);

    await setStatus(id, "refunded");
    const order = (await findOrder(t.db, id))!;
    const shown = (await page())!;
    expect(shown.creditNote).toEqual({ number: order.creditNoteNumber, date: order.creditNoteDate, pdfPath: notePdf });
    expect((await t.app.inject({ url: `/orders/${id}/credit-note.pdf?key=wrong` })).statusCode).toBe(404);

    const pdf = await t.app.inject({ url: notePdf });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(
      `credit-note-${order.creditNoteNumber!.replace(/\//g, "-")}.pdf`,
    );
    const { text } = checkPdf(pdf.rawPayload);
    for (const fact of [
      "Credit Note",
      order.creditNoteNumber!,
      `Against invoice: ${order.invoiceNumber!}`,
      "₹1,978.20",
      "Rupees One Thousand Nine Hundred Seventy Eight and Twenty Paise only",
      "refunded in full",
    ])
      expect(text).toContain(fact);
  });
});
