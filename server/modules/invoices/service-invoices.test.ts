import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { financialYear, gstMessages } from "../../../contract/rules/gst.ts";
import { seedOrder, sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { checkPdf } from "../../../tests/setup/pdf-tools.ts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../../tests/setup/razorpay-stand-in.ts";
import { placeOrder, sendWebhook } from "../../../tests/setup/razorpay-orders.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { findOrder } from "../orders/orders.repository.ts";
import { startSmtp, stopSmtp } from "../../../tests/setup/smtp-server.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { findProductsByIds } from "../products/products.repository.ts";

const fy = financialYear(new Date());
const maharashtra = {
  businessName: "Pune Precision Tools Pvt Ltd",
  gstin: "27AAPFU0939F1ZV",
  address: "Plot 4, MIDC Bhosari",
  city: "Pune",
  pinCode: "411026",
  state: "Maharashtra",
  email: "accounts@pune-tools.example",
  mobile: "9822000001",
};
const rajasthan = {
  businessName: "जयपुर Textiles",
  address: "22 Sitapura Industrial Area",
  city: "Jaipur",
  state: "Rajasthan",
  email: "billing@jaipur-textiles.example",
};
const retainerLine = {
  description: "Payroll compliance retainer, November",
  sac: "998311",
  quantity: 1,
  rate: 25000,
  gstRate: 18,
};

type Fields = Record<string, unknown>;

describe("service invoices through the console API", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let auth: { authorization: string };
  const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, headers: auth, payload });
  const client = async (fields: Fields) => {
    const answer = await post(billingPaths.clients, fields);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().client.id as number;
  };
  const draft = async (payload: Fields) => {
    const answer = await post(billingPaths.invoices, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().invoice;
  };
  const issue = async (id: number) => {
    const answer = await post(billingPaths.issue(id));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { id: number; number: string; pdfUrl: string; payUrl?: string };
  };
  const read = async (id: number) => (await t.app.inject({ url: billingPaths.invoice(id), headers: auth })).json();

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ MAIL_TRANSPORT: `smtp://127.0.0.1:${smtp.port}` });
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(async () => {
    await t.close();
    await stopSmtp(smtp.server);
  });

  it("keeps clients with a checked GSTIN and refuses a wrong check digit or state code", async () => {
    const id = await client(maharashtra);
    for (const gstin of ["27AAPFU0939F1ZA", "99AAPFU0939F1ZV", "27AAPFU0939F1Z"]) {
      const refused = await post(billingPaths.clients, { ...maharashtra, gstin });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.gstin).toBe(gstMessages.invalidGstin);
    }
    const missing = await post(billingPaths.clients, { ...rajasthan, businessName: " ", state: "Atlantis" });
    expect(missing.json().fields).toMatchObject({
      businessName: billingMessages.businessNameRequired,
      state: billingMessages.stateRequired,
    });
    const list = await t.app.inject({ url: billingPaths.clients, headers: auth });
    expect(list.json().clients).toContainEqual(
      expect.objectContaining({ id, gstin: maharashtra.gstin, state: "Maharashtra" }),
    );
    expect((await t.app.inject({ url: billingPaths.clients })).statusCode).toBe(401);
  });

  it("issues ₹25,000 + IGST 18 % to a Maharashtra client: next serial, PDF, e-mail with the PDF attached", async () => {
    const clientId = await client(maharashtra);
    const created = await draft({
      clientId,
      lines: [retainerLine],
      dueDate: "2026-12-15",
      notes: "Bank: HDFC, IFSC HDFC0000001",
    });
    expect(created).toMatchObject({ status: "draft", number: null, taxable: 25000, igst: 4500, cgst: 0, total: 29500 });
    const issued = await issue(created.id);
    expect(issued.number).toMatch(new RegExp(`^SHR/${fy}/\\d{5}$`));
    expect(issued.payUrl).toBeUndefined();
    expect(issued.pdfUrl).toBe(billingPaths.pdf(created.id));
    const invoice = await read(created.id);
    expect(invoice).toMatchObject({
      status: "issued",
      number: issued.number,
      placeOfSupply: "Maharashtra (27)",
      intraState: false,
      igst: 4500,
      total: 29500,
      due: 29500,
    });
    // Issued once: a second issue and an edit are refused.
    expect((await post(billingPaths.issue(created.id))).statusCode).toBe(409);
    const edit = await t.app.inject({
      method: "PATCH",
      url: billingPaths.invoice(created.id),
      headers: auth,
      payload: { clientId, lines: [retainerLine] },
    });
    expect(edit.statusCode).toBe(409);

    const pdf = await t.app.inject({ url: issued.pdfUrl, headers: auth });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = checkPdf(pdf.rawPayload);
    for (const fact of [
      issued.number,
      "IGST",
      "27AAPFU0939F1ZV",
      "Maharashtra (27)",
      "25,000.00",
      "4,500.00",
      "₹29,500.00",
      "Rupees Twenty Nine Thousand Five Hundred only",
      "15 December 2026",
      "Authorised signatory",
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain("CGST");

    await t.app.outboxWorker.drain();
    expect(smtp.received.filter((m) => m.to.includes(maharashtra.email))).toHaveLength(1);
    const mail = smtp.received.find((m) => m.to.includes(maharashtra.email))!.raw;
    expect(mail).toContain(`Tax invoice ${issued.number}`);
    expect(mail).toMatch(/Content-Type: application\/pdf;?\s*(name=)?/);
    expect(mail).toContain(`invoice-${issued.number.replace(/\//g, "-")}.pdf`);
  });

  it("splits CGST and SGST within Rajasthan and rounds each line half up to the paisa", async () => {
    const clientId = await client(rajasthan);
    const created = await draft({
      clientId,
      lines: [
        { description: "Audit, hours", sac: "998311", quantity: 1.5, rate: 333.33, gstRate: 18 },
        { description: "Registers", sac: "998439", quantity: 3, rate: 99.99, gstRate: 5 },
      ],
    });
    await issue(created.id);
    const invoice = await read(created.id);
    expect(invoice.intraState).toBe(true);
    expect(invoice.lines).toEqual([
      expect.objectContaining({ taxable: 500, cgst: 45, sgst: 45, igst: 0, total: 590 }),
      expect.objectContaining({ taxable: 299.97, cgst: 7.5, sgst: 7.5, igst: 0, total: 314.97 }),
    ]);
    expect(invoice).toMatchObject({ taxable: 799.97, cgst: 52.5, sgst: 52.5, igst: 0, total: 904.97 });
    const { text } = checkPdf((await t.app.inject({ url: billingPaths.pdf(created.id), headers: auth })).rawPayload);
    expect(text).toContain("जयपुर Textiles");
    expect(text).toContain("Rupees Nine Hundred Four and Ninety Seven Paise only");
  });

  it("records payments by hand up to the amount due: partly paid, then paid", async () => {
    const clientId = await client(maharashtra);
    const { id } = await draft({ clientId, lines: [retainerLine] });
    const payment = { amount: 10000, method: "bank_transfer", reference: "UTR123456", date: "2026-11-27" };
    expect((await post(billingPaths.payments(id), payment)).statusCode).toBe(409);
    await issue(id);
    const first = await post(billingPaths.payments(id), payment);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().invoice).toMatchObject({ status: "partly_paid", paid: 10000, due: 19500 });
    const over = await post(billingPaths.payments(id), { ...payment, amount: 19500.01 });
    expect(over.json().fields.amount).toBe(billingMessages.overpaid);
    const rest = await post(billingPaths.payments(id), {
      ...payment,
      amount: 19500,
      method: "cheque",
      reference: "CHQ 004512",
    });
    expect(rest.json().invoice).toMatchObject({ status: "paid", due: 0 });
    expect(rest.json().invoice.payments).toHaveLength(2);
    expect((await post(billingPaths.payments(id), { ...payment, amount: 1 })).statusCode).toBe(409);
  });

  it("issues credit notes in their own series, for half an invoice or named lines, never above the invoice", async () => {
    const clientId = await client(maharashtra);
    const { id } = await draft({
      clientId,
      lines: [retainerLine, { ...retainerLine, description: "Registration", rate: 5000 }],
    });
    const { number } = await issue(id);
    const half = await post(billingPaths.creditNotes(id), { amount: 17700, reason: "Half the month not served" });
    expect(half.statusCode, half.body).toBe(201);
    const note = half.json().creditNote;
    expect(note.number).toMatch(new RegExp(`^SHRC/${fy}/\\d{5}$`));
    expect(note.total).toBeLessThanOrEqual(17700);
    expect(note.total).toBeGreaterThan(17699.9);
    expect(note.igst).toBeCloseTo(note.taxable * 0.18, 1);
    const byLine = await post(billingPaths.creditNotes(id), {
      lines: [{ line: 2, taxable: 1000 }],
      reason: "Fee reduced",
    });
    expect(byLine.json().creditNote).toMatchObject({ taxable: 1000, igst: 180, total: 1180 });
    const tooMuch = await post(billingPaths.creditNotes(id), { amount: 20000, reason: "Too much" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.amount).toBe(billingMessages.overCredited);
    const invoice = await read(id);
    expect(invoice.creditNotes.map((n: { number: string }) => n.number)).toHaveLength(2);
    expect(invoice.credited).toBeCloseTo(note.total + 1180, 2);
    const pdf = checkPdf((await t.app.inject({ url: note.pdfUrl, headers: auth })).rawPayload);
    expect(pdf.text).toContain("Credit Note");
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain("Half the month not served");
    // The rest credited: nothing paid, so the invoice is cancelled by the notes.
    const rest = await post(billingPaths.creditNotes(id), { reason: "Contract ended" });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await read(id)).status).toBe("cancelled");
  });

  it("gives 50 invoices issued at once 50 consecutive numbers, and one draft issued twice at once one number", async () => {
    const clientId = await client(rajasthan);
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft({ clientId, lines: [retainerLine] })));
    const answers = await Promise.all(drafts.map((d) => post(billingPaths.issue(d.id))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const serials = answers.map((a) => Number((a.json().number as string).split("/")[2])).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(50);
    expect(serials.at(-1)! - serials[0]!).toBe(49);

    const twice = await draft({ clientId, lines: [retainerLine] });
    const both = await Promise.all([post(billingPaths.issue(twice.id)), post(billingPaths.issue(twice.id))]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const next = await issue((await draft({ clientId, lines: [retainerLine] })).id);
    expect(Number(next.number.split("/")[2])).toBe(serials.at(-1)! + 2);
    // Each issue draws its PDF for the e-mail: 50 of them on a busy machine.
  }, 90_000);
});

describe("shop orders paid offline", () => {
  it("get their tax invoice when staff mark them paid, once, in the invoice series", async () => {
    const t = await createTestApp();
    try {
      const auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
      const orderId = await seedOrder(t);
      const mark = (status: string) =>
        t.app.inject({ method: "PATCH", url: `/api/admin/orders/${orderId}`, headers: auth, payload: { status } });
      expect((await mark("processing")).json().order.invoiceNumber).toBeNull();
      const paid = (await mark("paid")).json().order;
      expect(paid.invoiceNumber).toMatch(new RegExp(`^SHR/${fy}/\\d{5}$`));
      await mark("fulfilled");
      expect((await mark("paid")).json().order.invoiceNumber).toBe(paid.invoiceNumber);
      const pdf = await t.app.inject({ url: `/orders/${orderId}/invoice.pdf?key=console-fixture-key` });
      expect(checkPdf(pdf.rawPayload).text).toContain(paid.invoiceNumber);
    } finally {
      await t.close();
    }
  });
});

describe("a product's SAC code and GST rate", () => {
  it("are changed by staff beside the product's SPEC fields, and new orders copy them", async () => {
    const t = await createTestApp();
    try {
      const auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
      const created = await t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: auth,
        payload: {
          title: "Payroll audit",
          category: "BUSINESS TOOLS",
          image: "/a.png",
          price: 4999,
          description: "An audit.",
        },
      });
      const product = created.json().product as { id: number };
      const url = billingPaths.productTax(product.id);
      expect((await t.app.inject({ url, headers: auth })).json()).toEqual({ sac: expect.any(String), gstRate: 18 });
      const saved = await t.app.inject({ method: "PUT", url, headers: auth, payload: { sac: "999293", gstRate: 5 } });
      expect(saved.json()).toEqual({ message: billingMessages.productTaxSaved, tax: { sac: "999293", gstRate: 5 } });
      expect((await findProductsByIds(t.db, [product.id]))[0]).toMatchObject({ sac_code: "999293", gst_rate_bp: 500 });
      const wrong = await t.app.inject({ method: "PUT", url, headers: auth, payload: { sac: "12", gstRate: 7 } });
      expect(wrong.json().fields).toEqual({ sac: billingMessages.sacInvalid, gstRate: billingMessages.gstRateInvalid });
      const unknown = await t.app.inject({
        method: "PUT",
        url: billingPaths.productTax(99999),
        headers: auth,
        payload: { sac: "999293", gstRate: 5 },
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("service invoices with Razorpay", () => {
  let rzp: RazorpayStandIn;
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp(rzp.env());
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  it("makes a shop invoice out to the business named at the checkout beside the GSTIN", async () => {
    await seedIfEmpty(t.db);
    const product = await t.db
      .selectFrom("products")
      .select(["id", "price_paise"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const placed = await placeOrder(t, product, {
      extra: { buyerGstin: "27AAPFU0939F1ZV", buyerBusinessName: " आशा Consultants LLP " },
    });
    expect((await sendWebhook(t, rzp.pay(placed.linkId).webhook)).json()).toEqual({ status: "paid" });
    const order = (await findOrder(t.db, placed.orderId))!;
    expect(order.buyerBusinessName).toBe("आशा Consultants LLP");
    const pdf = await t.app.inject({ url: `/orders/${placed.orderId}/invoice.pdf?key=${placed.key}` });
    const { text } = checkPdf(pdf.rawPayload);
    expect(text).toContain("आशा Consultants LLP (");
    expect(text).toContain("27AAPFU0939F1ZV");
  });

  it("issues with a payment link for the total, and the signed webhook marks the invoice paid once", async () => {
    const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, headers: auth, payload });
    const clientId = (await post(billingPaths.clients, maharashtra)).json().client.id;
    const { invoice } = (await post(billingPaths.invoices, { clientId, lines: [retainerLine] })).json();
    const issued = (await post(billingPaths.issue(invoice.id))).json();
    expect(issued.payUrl).toMatch(/^http/);
    const link = rzp.links.get(issued.payUrl.split("/").at(-1))!;
    expect(link).toMatchObject({ amount: 2_950_000, reference_id: `invoice-${invoice.id}` });
    const paid = rzp.pay(link.id);
    expect((await sendWebhook(t, paid.webhook)).json()).toEqual({ status: "paid" });
    expect((await sendWebhook(t, paid.webhook)).json()).toEqual({ status: "already" });
    const after = (await t.app.inject({ url: billingPaths.invoice(invoice.id), headers: auth })).json();
    expect(after).toMatchObject({ status: "paid", paid: 29500, due: 0, payUrl: issued.payUrl });
    expect(after.payments).toEqual([
      expect.objectContaining({ method: "online", reference: paid.paymentId, amount: 29500 }),
    ]);
  });
});
