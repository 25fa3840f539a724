import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../../../contract/console/admin.ts";
import { downloadExpiredPath, downloadMessages, productFilePath } from "../../../contract/shop/downloads.ts";
import { paymentPaths } from "../../../contract/shop/payments.ts";
import { seedIfEmpty } from "../../db/seed.ts";
import { bearer, loginAs, multipart } from "../../../tests/setup/api-helpers.ts";
import { startRazorpayStandIn, type RazorpayStandIn } from "../../../tests/setup/razorpay-stand-in.ts";
import { disguisedExe, sampleDocx, samplePdf, sampleXlsx, sampleZip } from "../../../tests/setup/sample-files.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { orderPageFor } from "../order-page/order-page.service.ts";
import { downloadPath } from "./download-links.ts";
import { MAX_PRODUCT_FILE_BYTES, sniffProductFile } from "./product-file.ts";

describe("sniffProductFile", () => {
  it("knows PDF, DOCX, XLSX and ZIP by their bytes and refuses anything else", () => {
    expect(sniffProductFile(samplePdf)?.ext).toBe("pdf");
    expect(sniffProductFile(sampleDocx)?.ext).toBe("docx");
    expect(sniffProductFile(sampleXlsx)?.ext).toBe("xlsx");
    expect(sniffProductFile(sampleZip)?.ext).toBe("zip");
    expect(sniffProductFile(disguisedExe)).toBeNull();
    expect(sniffProductFile(Buffer.from("<script>alert(1)</script>"))).toBeNull();
  });
});

describe("paid downloads", () => {
  let t: TestApp;
  let rzp: RazorpayStandIn;
  let auth: Record<string, string>;
  let product: { id: number; price_paise: number; title: string };
  let service: { id: number; price_paise: number };

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    t = await createTestApp({ ...rzp.env(), DOWNLOAD_LIMIT: "2", DOWNLOAD_LINK_DAYS: "7" });
    await seedIfEmpty(t.db);
    const rows = await t.db
      .selectFrom("products")
      .select(["id", "price_paise", "title"])
      .orderBy("id")
      .limit(2)
      .execute();
    product = rows[0]!;
    service = rows[1]!;
    auth = bearer(await loginAs(t));
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });

  const upload = (id: number, data: Buffer, filename = "Leave policy (2026).docx") => {
    const body = multipart({ file: { filename, contentType: "application/octet-stream", data } });
    return t.app.inject({
      method: "POST",
      url: productFilePath(id),
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const rules = () => ({ secret: t.env.SESSION_SECRET, limit: t.env.DOWNLOAD_LIMIT });

  async function paidOrder() {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        email: "files@example.com",
        firstName: "Asha",
        lastName: "Verma",
        address: "12 MG Road",
        city: "Jaipur",
        pinCode: "302001",
        phone: "9876543210",
        items: [
          { id: product.id, quantity: 1 },
          { id: service.id, quantity: 1 },
        ],
        total: (product.price_paise + service.price_paise) / 100,
      },
    });
    const body = placed.json<{ orderId: number; paymentUrl: string; orderUrl: string }>();
    const key = new URL(body.orderUrl, "http://x").searchParams.get("key")!;
    const paid = rzp.pay(body.paymentUrl.split("/").at(-1)!);
    await t.app.inject({
      method: "POST",
      url: paymentPaths.razorpayWebhook,
      headers: { "content-type": "application/json", "x-razorpay-signature": paid.webhook.signature },
      payload: paid.webhook.body,
    });
    return { orderId: body.orderId, key };
  }

  it("staff upload a product file checked by content and size; it is stored privately", async () => {
    const wrong = await upload(product.id, disguisedExe, "policy.pdf");
    expect([wrong.statusCode, wrong.json().error]).toEqual([415, downloadMessages.wrongType]);
    const big = await upload(product.id, Buffer.concat([samplePdf, Buffer.alloc(MAX_PRODUCT_FILE_BYTES)]));
    expect([big.statusCode, big.json().error]).toEqual([413, downloadMessages.tooLarge]);
    expect((await upload(999_999, samplePdf)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "POST", url: productFilePath(product.id) });
    expect(anonymous.statusCode).toBe(401);

    const saved = await upload(product.id, sampleDocx);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().file).toEqual({
      name: "Leave-policy-2026.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      bytes: sampleDocx.length,
    });
    const row = await t.db.selectFrom("products").selectAll().where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(row.file_key).toMatch(/^product-\d+-[0-9a-f]{24}\.docx$/);
    // Never under the public /uploads.
    expect((await t.app.inject({ method: "GET", url: `/uploads/${row.file_key}` })).statusCode).toBe(404);
  });

  it("a paid order lists the file with a signed link; downloads count down, then the link is refused", async () => {
    const { orderId, key } = await paidOrder();
    const page = (await orderPageFor(t.db, orderId, key, rules()))!;
    expect(page.downloads).toHaveLength(1);
    const [file] = page.downloads;
    expect(file).toMatchObject({ fileId: product.id, remaining: 2, fileName: "Leave-policy-2026.docx" });
    const expires = new Date(page.downloadsExpireAt!).getTime();
    expect(Math.abs(expires - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);

    for (let i = 0; i < 2; i++) {
      const got = await t.app.inject({ method: "GET", url: file!.url! });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(sampleDocx)).toBe(true);
      expect(got.headers["content-disposition"]).toBe('attachment; filename="Leave-policy-2026.docx"');
    }
    const third = await t.app.inject({ method: "GET", url: file!.url! });
    expect([third.statusCode, third.headers.location]).toEqual([303, downloadExpiredPath]);
    expect((await orderPageFor(t.db, orderId, key, rules()))!.downloads[0]).toMatchObject({ url: null, remaining: 0 });

    // Staff re-send the link: a new window, the count starts again.
    expect(
      (await t.app.inject({ method: "POST", url: adminPaths.resendConfirmation(orderId), headers: auth })).statusCode,
    ).toBe(202);
    const renewed = (await orderPageFor(t.db, orderId, key, rules()))!.downloads[0]!;
    expect(renewed.remaining).toBe(2);
    expect((await t.app.inject({ method: "GET", url: renewed.url! })).statusCode).toBe(200);
  });

  it("refuses expired, forged, unpaid and refunded links", async () => {
    const { orderId } = await paidOrder();
    const past = downloadPath(t.env.SESSION_SECRET, orderId, product.id, new Date(Date.now() - 1000));
    const expired = await t.app.inject({ method: "GET", url: past });
    expect([expired.statusCode, expired.headers.location]).toEqual([303, downloadExpiredPath]);

    const future = new Date(Date.now() + 86_400_000);
    const forged = downloadPath("another-secret-another-secret-another", orderId, product.id, future);
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(404);
    const stretched = downloadPath(t.env.SESSION_SECRET, orderId, product.id, future).replace(
      /\/(\d+)\//,
      (_, n: string) => `/${Number(n) + 1}/`,
    );
    expect((await t.app.inject({ method: "GET", url: stretched })).statusCode).toBe(404);
    // A product the order does not hold, and the service product that has no file.
    expect(
      (await t.app.inject({ method: "GET", url: downloadPath(t.env.SESSION_SECRET, orderId, 999, future) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: downloadPath(t.env.SESSION_SECRET, orderId, service.id, future) }))
        .statusCode,
    ).toBe(404);

    await t.app.inject({
      method: "PATCH",
      url: adminPaths.order(orderId),
      headers: auth,
      payload: { status: "refunded" },
    });
    const refunded = downloadPath(t.env.SESSION_SECRET, orderId, product.id, future);
    expect((await t.app.inject({ method: "GET", url: refunded })).statusCode).toBe(404);
  });

  it("staff can remove the file: the product becomes a service again", async () => {
    const removed = await t.app.inject({ method: "DELETE", url: productFilePath(product.id), headers: auth });
    expect([removed.statusCode, removed.json().message]).toEqual([200, downloadMessages.removed]);
    const row = await t.db
      .selectFrom("products")
      .select("file_key")
      .where("id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(row.file_key).toBeNull();
  });
});
