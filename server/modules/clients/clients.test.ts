import { leadsPaths } from "../../../contract/console/leads.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingMessages, billingPaths } from "../../../contract/console/billing.ts";
import { privacyPaths } from "../../../contract/console/privacy.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

const line = { description: "Payroll compliance, December", sac: "998311", quantity: 1, rate: 25000, gstRate: 18 };

describe("clients from won enquiries and changed by staff (issue 32)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PUT" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const enquire = async (fields: Record<string, string>) => {
    const answer = await t.app.inject({ method: "POST", url: "/api/contacts", payload: fields });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: number }>().id;
  };
  const win = async (id: number) =>
    expect((await send("PATCH", `/api/admin/enquiries/${id}`, { status: "won", monthlyValue: 25000 })).statusCode).toBe(
      200,
    );
  const clients = async () => (await t.app.inject({ url: billingPaths.clients, headers: auth })).json().clients;

  it("makes a won enquiry's client once, carrying its name, e-mail, mobile, company and state", async () => {
    const id = await enquire({
      name: "Asha Verma",
      email: "Asha@Kota-Mills.example",
      contact_number: "+91 98290 12345",
      company: "Kota Mills LLP",
      state: "Rajasthan",
    });
    const early = await send("POST", leadsPaths.client(id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(billingMessages.enquiryNotWon);
    await win(id);

    const [first, second] = await Promise.all([
      send("POST", leadsPaths.client(id)),
      send("POST", leadsPaths.client(id)),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect([first!.json().made, second!.json().made].sort()).toEqual([false, true]);
    const client = first!.json().client;
    expect(second!.json().client.id).toBe(client.id);
    expect(client).toMatchObject({
      businessName: "Kota Mills LLP",
      contactName: "Asha Verma",
      email: "asha@kota-mills.example",
      mobile: "9829012345",
      state: "Rajasthan",
      address: "",
      gstin: null,
    });
    expect((await clients()).filter((c: { email: string }) => c.email === client.email)).toHaveLength(1);
    const listed = (await t.app.inject({ url: "/api/admin/enquiries?format=json", headers: auth })).json();
    expect(listed.enquiries.find((e: { id: number }) => e.id === id).clientId).toBe(client.id);

    // No billing address yet: a draft may be written, but it is not issued until staff add one.
    const draft = await send("POST", billingPaths.invoices, { clientId: client.id, lines: [line] });
    expect(draft.statusCode, draft.body).toBe(201);
    const refused = await send("POST", billingPaths.issue(draft.json().invoice.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.clientIncomplete);

    const changed = await send("PUT", billingPaths.client(client.id), {
      businessName: "Kota Mills LLP",
      contactName: "Asha Verma",
      address: "12 Industrial Area, Kota",
      city: "Kota",
      pinCode: "324007",
      state: "Rajasthan",
      email: client.email,
      mobile: client.mobile,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().client).toMatchObject({ address: "12 Industrial Area, Kota", pinCode: "324007" });
    const issued = await send("POST", billingPaths.issue(draft.json().invoice.id));
    expect(issued.statusCode, issued.body).toBe(200);
  });

  it("links a won enquiry to the client that already has its e-mail instead of a second one", async () => {
    const made = await send("POST", billingPaths.clients, {
      businessName: "Surat Weaves",
      address: "Ring Road",
      state: "Gujarat",
      email: "office@surat-weaves.example",
    });
    expect(made.statusCode).toBe(201);
    const id = await enquire({ name: "Ravi", email: "office@surat-weaves.example", contact_number: "9876500000" });
    await win(id);
    const linked = await send("POST", leadsPaths.client(id));
    expect(linked.json()).toMatchObject({ made: false, message: billingMessages.clientLinked });
    expect(linked.json().client.id).toBe(made.json().client.id);
  });

  it("answers 404 for an unknown enquiry or client and 400 for a bad change", async () => {
    expect((await send("POST", leadsPaths.client(999999))).statusCode).toBe(404);
    const unknown = await send("PUT", billingPaths.client(999999), {
      businessName: "X",
      address: "Y",
      state: "Goa",
      email: "x@example.com",
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await send("PUT", billingPaths.client(1), {
      businessName: "",
      address: "",
      state: "Nowhere",
      email: "no",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.state).toBe(billingMessages.stateRequired);
  });

  it("erases a client's contact on request, keeping its issued invoices as issued", async () => {
    const { client } = (
      await send("POST", billingPaths.clients, {
        businessName: "Meera Consultancy",
        contactName: "Meera Iyer",
        gstin: "27AAPFU0939F1ZV",
        address: "4 Lake Road, Thane",
        state: "Maharashtra",
        email: "meera@consultancy.example",
        mobile: "9820098200",
      })
    ).json();
    const issuedDraft = (await send("POST", billingPaths.invoices, { clientId: client.id, lines: [line] })).json();
    const issued = (await send("POST", billingPaths.issue(issuedDraft.invoice.id))).json();
    const draft = (await send("POST", billingPaths.invoices, { clientId: client.id, lines: [line] })).json();
    const retainer = await send("POST", billingPaths.retainers, {
      clientId: client.id,
      frequency: "monthly",
      lines: [line],
      startOn: "2030-01-01",
    });
    expect(retainer.statusCode, retainer.body).toBe(201);

    const found = await t.app.inject({
      url: `${privacyPaths.find}?q=${encodeURIComponent("98200 98200")}`,
      headers: auth,
    });
    expect(found.json().sections.find((s: { name: string }) => s.name === "clients").records).toHaveLength(1);
    const erased = await send("POST", privacyPaths.erase, { q: "meera@consultancy.example" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased.find((e: { name: string }) => e.name === "clients").count).toBe(1);

    const after = (await clients()).find((c: { id: number }) => c.id === client.id);
    expect(after).toMatchObject({
      businessName: `Erased client ${client.id}`,
      contactName: "",
      email: "",
      mobile: "",
      address: "",
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
    });
    const kept = (await t.app.inject({ url: billingPaths.invoice(issued.id), headers: auth })).json();
    expect(kept).toMatchObject({ number: issued.number, client: { businessName: "Meera Consultancy" } });
    expect((await t.app.inject({ url: billingPaths.pdf(issued.id), headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: billingPaths.invoice(draft.invoice.id), headers: auth })).statusCode).toBe(404);
    const retainers = (await t.app.inject({ url: billingPaths.retainers, headers: auth })).json().retainers;
    expect(retainers.find((r: { id: number }) => r.id === retainer.json().retainer.id).active).toBe(false);
  });
});
