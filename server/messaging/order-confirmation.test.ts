import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultSite } from "../../contract/shared/site.ts";
import { seedIfEmpty } from "../db/seed.ts";
import { readOutboxFile } from "../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.ts";

// Security review L7: the default checkout e-mails any address; the mail must not carry the sender's words.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.db);
});
afterAll(() => t.close());

it("sends a stranger's chosen address the order alone, none of the text typed into the form", async () => {
  const product = await t.db
    .selectFrom("products")
    .select(["id", "price_paise"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const lure = "your account is locked, verify at https://evil.example/kyc";
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    payload: {
      email: "victim@corp.example",
      firstName: lure,
      lastName: "call +91 90000 00000",
      address: "https://evil.example/pay",
      city: "Jaipur",
      pinCode: "302001",
      phone: "9876543210",
      note: "urgent: https://evil.example",
      items: [{ id: product.id, title: "t", price: 1, quantity: 1, image: null, originalPrice: null }],
      total: product.price_paise / 100,
    },
  });
  expect(answer.statusCode).toBe(201);
  await t.app.outboxWorker.drain();
  const mails = readOutboxFile(t.env.OUTBOX_FILE);
  const toVictim = mails.filter((m) => m.to === "victim@corp.example");
  expect(toVictim).toHaveLength(1);
  expect(toVictim[0]!.text).toContain("Thank you for your order #");
  expect(`${toVictim[0]!.subject}\n${toVictim[0]!.text}`).not.toMatch(/evil\.example|locked|90000/);
  // The business's own alert still shows everything the customer typed.
  expect(mails.find((m) => m.to === defaultSite.emails.primary)?.text).toContain(lure);
});
