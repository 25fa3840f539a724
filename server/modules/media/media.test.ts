import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MEDIA_BYTES, mediaMessages, type MediaItem } from "../../../contract/console/media.ts";
import { sessionToken } from "../../../tests/setup/console-fixtures.ts";
import { multipart, type MultipartFile } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url));

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
};

/** A 65-byte PNG whose header claims width x height: decoded, it would need gigabytes (a decompression bomb). */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(0))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("media library API", () => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await sessionToken(t, "9999999999")}` };
  });
  afterAll(() => t.close());

  const upload = (parts: Record<string, string | MultipartFile>, headers: Record<string, string> = auth) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/admin/media",
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const file = (data: Buffer, filename = "photo.png", contentType = "image/png"): MultipartFile => ({
    filename,
    contentType,
    data,
  });
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
  const list = async (query = "") =>
    (await t.app.inject({ url: `/api/admin/media${query}`, headers: auth })).json<{ media: MediaItem[] }>().media;

  it("re-encodes a PNG into WebP widths up to 1920, lists them in srcset and serves each with a long cache", async () => {
    const answer = await upload({ file: file(await png(2400, 1600)), alt: "  Our office in Jaipur  " });
    expect(answer.statusCode).toBe(201);
    const body = answer.json<{ id: number; url: string; width: number; height: number; srcset: string }>();
    expect(Object.keys(body).sort()).toEqual(["height", "id", "srcset", "url", "width"]);
    expect([body.width, body.height]).toEqual([1920, 1280]);
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}-1920\.webp$/);
    const stem = body.url.replace("-1920.webp", "");
    expect(body.srcset).toBe([320, 640, 960, 1280, 1920].map((w) => `${stem}-${w}.webp ${w}w`).join(", "));
    for (const w of [320, 640, 960, 1280, 1920]) {
      const served = await t.app.inject({ url: `${stem}-${w}.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, Math.round((w * 2) / 3)]);
    }
    const [listed] = await list();
    expect(listed).toMatchObject({ id: body.id, alt: "Our office in Jaipur", url: body.url, srcset: body.srcset });
    expect(listed!.createdBy).toBe("9999999999");
    expect(listed!.usedBy).toEqual([]);
    expect((await t.app.inject({ url: "/media/../defaultSite.db" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/media/${"0".repeat(32)}-320.webp` })).statusCode).toBe(404);
  });

  it("never upscales, turns a photo upright and drops its metadata", async () => {
    // 600x800 stored sideways (EXIF orientation 6): upright it is 800 wide.
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#aa5522" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Secret GPS studio" } } })
      .toBuffer();
    const answer = await upload({ file: file(jpeg, "p.jpg", "image/jpeg"), alt: "A photo" });
    expect(answer.statusCode).toBe(201);
    const { url, srcset, width, height } = answer.json<MediaItem>();
    expect([width, height]).toEqual([600, 800]);
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["320w", "600w"]);
    const served = await t.app.inject({ url });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([600, 800, undefined, undefined]);
    expect(served.rawPayload.includes(Buffer.from("Secret GPS"))).toBe(false);
  });

  it("accepts the repository's cover fixture, WebP, a GIF's first frame and AVIF", async () => {
    expect((await upload({ file: file(fixture("cover.png")), alt: "Cover" })).statusCode).toBe(201);
    const webp = await sharp({ create: { width: 400, height: 300, channels: 4, background: "#0000" } })
      .webp()
      .toBuffer();
    expect((await upload({ file: file(webp, "a.webp", "image/webp"), alt: "Clear" })).statusCode).toBe(201);
    const gif = await sharp({ create: { width: 100, height: 50, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    const answer = await upload({ file: file(gif, "a.gif", "image/gif"), alt: "Red" });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ width: 100, height: 50 });
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .avif()
      .toBuffer();
    const fromAvif = await upload({ file: file(avif, "a.avif", "image/avif"), alt: "Blue" });
    expect(fromAvif.statusCode).toBe(201);
    expect(fromAvif.json()).toMatchObject({ width: 64, height: 48 });
  });

  it("requires the alt text and the file, naming each field", async () => {
    const noAlt = await upload({ file: file(await png(50, 50)) });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toEqual({
      error: mediaMessages.altRequired,
      message: mediaMessages.altRequired,
      fields: { alt: mediaMessages.altRequired },
    });
    const blankAlt = await upload({ file: file(await png(50, 50)), alt: "   " });
    expect(blankAlt.json().fields).toEqual({ alt: mediaMessages.altRequired });
    const noFile = await upload({ alt: "Something" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual({ file: mediaMessages.fileRequired });
    const json = await t.app.inject({ method: "POST", url: "/api/admin/media", headers: auth, payload: { alt: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(mediaMessages.fileRequired);
    expect(await list()).toHaveLength(6);
  });

  it("refuses by content: a renamed text file, SVG, polyglots, a pixel bomb and an oversized file", async () => {
    const refusals: [MultipartFile, number, string][] = [
      [file(Buffer.from("just some notes\n".repeat(20)), "notes.png"), 400, mediaMessages.invalidImage],
      [
        file(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          "a.svg",
          "image/svg+xml",
        ),
        400,
        mediaMessages.invalidImage,
      ],
      [
        file(Buffer.from("GIF89a<html><script>alert(1)</script></html>"), "a.gif", "image/gif"),
        400,
        mediaMessages.invalidImage,
      ],
      [
        file(Buffer.concat([fixture("cover.png").subarray(0, 8), Buffer.from("<script>alert(1)</script>")])),
        400,
        mediaMessages.invalidImage,
      ],
      // A PNG's bytes under a JPEG's magic: the decoder must agree with what the bytes announce.
      [
        file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await png(20, 20)]), "a.jpg"),
        400,
        mediaMessages.invalidImage,
      ],
      [file(pngBomb(20_000, 20_000)), 400, mediaMessages.tooManyPixels],
      [file(Buffer.concat([await png(10, 10), Buffer.alloc(MAX_MEDIA_BYTES)])), 413, mediaMessages.tooLarge],
    ];
    for (const [bad, status, message] of refusals) {
      const answer = await upload({ file: bad, alt: "Bad" });
      expect([answer.statusCode, answer.json().error]).toEqual([status, message]);
    }
    expect(await list()).toHaveLength(6);
  });

  it("is for editors only", async () => {
    expect((await t.app.inject({ url: "/api/admin/media" })).statusCode).toBe(401);
    expect((await upload({ file: file(await png(20, 20)), alt: "x" }, {})).statusCode).toBe(401);
    const stranger = { authorization: `Bearer ${await sessionToken(t, "9876500000")}` };
    expect((await t.app.inject({ url: "/api/admin/media", headers: stranger })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/media/1", headers: stranger })).statusCode).toBe(
      403,
    );
  });

  it("changes the alt text and focal point, refusing a point outside 0-100", async () => {
    const { id } = (await upload({ file: file(await png(200, 100)), alt: "Before" })).json<{ id: number }>();
    const saved = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${id}`,
      headers: auth,
      payload: { alt: "After", focalX: 25, focalY: 80 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().item).toMatchObject({ id, alt: "After", focalX: 25, focalY: 80 });
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${id}`,
      headers: auth,
      payload: { focalX: 101 },
    });
    expect([bad.statusCode, bad.json().error]).toEqual([400, mediaMessages.focalInvalid]);
    const missing = await t.app.inject({ method: "PATCH", url: "/api/admin/media/99999", headers: auth, payload: {} });
    expect([missing.statusCode, missing.json().error]).toEqual([404, mediaMessages.notFound]);
  });

  it("refuses to delete an image a product or post uses, lists where, and deletes it once unused", async () => {
    const { id, url, srcset } = (await upload({ file: file(await png(700, 350)), alt: "Kit cover" })).json<MediaItem>();
    const now = new Date().toISOString();
    const product = await t.db
      .insertInto("products")
      .values({
        title: "POSH Kit",
        category: "TRAINING",
        price_paise: 99_900,
        original_price_paise: null,
        image: url,
        description: "A course.",
        on_sale: 0,
        rating: 4,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const post = await t.db
      .insertInto("posts")
      .values({
        title: "Kit launch",
        content: `<p>New</p><img src="${srcset.split(" ")[0]}" alt="Kit">`,
        tag: "",
        category: "blog",
        image: null,
        author: "Staff",
        rating: null,
        excerpt: "New",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const usedBy = [
      { label: "Product “POSH Kit”", path: `/admin/products/${product.id}` },
      { label: "Post “Kit launch”", path: `/admin/posts/${post.id}` },
    ];
    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${id}`, headers: auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: mediaMessages.inUse(2), message: mediaMessages.inUse(2), usedBy });
    expect((await list()).find((item) => item.id === id)!.usedBy).toEqual(usedBy);
    expect((await list("?unused=true")).some((item) => item.id === id)).toBe(false);
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    await t.db.updateTable("products").set({ image: "/images/p.svg" }).where("id", "=", product.id).execute();
    // Only the post's social image (its search settings) still uses the file: still refused.
    await t.db
      .updateTable("posts")
      .set({ content: "<p>New</p>", seo_image: srcset.split(" ")[0]! })
      .where("id", "=", post.id)
      .execute();
    const stillUsed = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${id}`, headers: auth });
    expect([stillUsed.statusCode, stillUsed.json().usedBy]).toEqual([409, [usedBy[1]]]);
    await t.db.deleteFrom("posts").where("id", "=", post.id).execute();
    expect((await list("?unused=true")).some((item) => item.id === id)).toBe(true);
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/admin/media/${id}`, headers: auth });
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, mediaMessages.deleted]);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/media/${id}`, headers: auth })).statusCode).toBe(
      404,
    );
  });

  it("stores a post's data: images as library files and keeps no data: text in the post", async () => {
    const dataUrl = `data:image/png;base64,${(await png(900, 600)).toString("base64")}`;
    const fake = `data:image/png;base64,${Buffer.from("not a picture at all").toString("base64")}`;
    const form = multipart({
      title: "Pasted",
      content: `<p>Look</p><img src="${dataUrl}" alt="A chart"><img src="${dataUrl}"><img src="${fake}"><p>End</p>`,
      tag: "",
      category: "blog",
    });
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/blogs",
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(answer.statusCode).toBe(201);
    const { post } = answer.json<{ post: { id: number; content: string } }>();
    expect(post.content).not.toContain("data:");
    const srcs = [...post.content.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toHaveLength(2);
    expect(srcs[0]).toMatch(/^\/media\/[0-9a-f]{32}-900\.webp$/);
    expect(srcs[1]).toBe(srcs[0]);
    expect((await t.app.inject({ url: srcs[0]! })).statusCode).toBe(200);
    const stored = (await list()).find((item) => item.url === srcs[0]);
    expect(stored).toMatchObject({
      alt: "A chart",
      usedBy: [{ label: "Post “Pasted”", path: `/admin/posts/${post.id}` }],
    });

    // A console edit does the same, and its upload is in the audit log.
    const edit = multipart({ title: "Pasted", content: `<p>New</p><img src="${dataUrl}">`, tag: "", category: "blog" });
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/posts/${post.id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...auth },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().post.content).toMatch(/^<p>New<\/p><img src="\/media\/[0-9a-f]{32}-900\.webp" \/>$/);
    await t.db.deleteFrom("posts").where("id", "=", post.id).execute();
  });

  it("records uploads, edits and deletions in the audit log", async () => {
    const { entries } = (await t.app.inject({ url: "/api/admin/audit", headers: auth })).json<{
      entries: { actor: string; action: string; target: string; detail: string }[];
    }>();
    const media = entries.filter((entry) => entry.action.startsWith("media."));
    expect(media.every((entry) => entry.actor === "9999999999")).toBe(true);
    // Eight from the console, one from the post edited in the console (the public create logs none).
    expect(media.filter((entry) => entry.action === "media.upload")).toHaveLength(9);
    expect(media.find((entry) => entry.action === "media.upload")!.detail).toMatch(
      /^Uploaded “Image in the post “Pasted”” \(900×600/,
    );
    expect(media.some((entry) => /^Uploaded “Kit cover” \(700×350/.test(entry.detail))).toBe(true);
    expect(media.find((entry) => entry.action === "media.edit")!.detail).toBe(
      "Changed alt text, focal point of “After”",
    );
    expect(media.find((entry) => entry.action === "media.delete")!.detail).toBe("Deleted “Kit cover”");
  });
});
