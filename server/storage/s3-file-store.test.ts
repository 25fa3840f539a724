import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "../../contract/api/posts.ts";
import { bearer, loginAs, multipart } from "../../tests/setup/api-helpers.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { buildApp } from "../app.ts";
import { createFileStores } from "./create-file-stores.ts";

// The S3 adapter against s3rver (npm), an S3-compatible server speaking the REST API over HTTP on
// loopback: the real SDK v3 requests (signed PUT, GET, DELETE, path-style) reach a real server.
// What it does not prove is recorded in decision 055.
let server: S3rver;
let endpoint: string;
beforeAll(async () => {
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "s3rver-")),
    configureBuckets: [{ name: "site" }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => server?.close());

const s3Env = () => ({
  STORAGE: "s3",
  S3_BUCKET: "site",
  S3_ENDPOINT: endpoint,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_PREFIX: "test/",
});
const stores = (overrides: Record<string, string> = {}) =>
  createFileStores({ DATA_DIR: "/nonexistent", ...s3Env(), STORAGE: "s3", ...overrides });

describe("the S3 file store", () => {
  it("writes, reads, replaces and removes a file", async () => {
    const { uploads } = stores();
    expect(await uploads.read("a.webp")).toBeNull();
    await uploads.write("a.webp", Buffer.from("one"));
    await uploads.write("a.webp", Buffer.from("two"));
    expect((await uploads.read("a.webp"))?.toString()).toBe("two");
    await uploads.remove("a.webp");
    await uploads.remove("a.webp");
    expect(await uploads.read("a.webp")).toBeNull();
  });

  it("keeps public uploads and private files apart, and bytes intact", async () => {
    const { uploads, private: files } = stores();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
    await files.write("report.pdf", bytes);
    expect(await uploads.read("report.pdf")).toBeNull();
    expect((await files.read("report.pdf"))?.equals(bytes)).toBe(true);
    // A second instance with its own client sees the same file.
    expect((await stores().private.read("report.pdf"))?.equals(bytes)).toBe(true);
  });

  it("refuses keys that could leave its prefix", async () => {
    const { uploads } = stores();
    for (const key of ["../x", "a/b", "", ".hidden", "..", "a..b"]) {
      await expect(uploads.write(key, Buffer.from("x"))).rejects.toThrow(/not a file store key/);
      await expect(uploads.read(key)).rejects.toThrow(/not a file store key/);
    }
  });
});

it("is refused by the server with unknown credentials", async () => {
  await expect(stores({ S3_ACCESS_KEY_ID: "NOBODY" }).uploads.write("x.webp", Buffer.from("x"))).rejects.toThrow();
});

it("serves a cover uploaded through one instance from another (STORAGE=s3, no shared disk)", async () => {
  const a = await createTestApp(s3Env());
  // The second instance has a DATA_DIR of its own: only the bucket is shared.
  const b = await buildApp({
    env: { ...a.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "b-")) },
    db: a.db,
    logger: false,
  });
  try {
    const token = await loginAs(a);
    const cover = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const form = multipart({
      title: "Cover in a bucket",
      content: "<p>c</p>",
      category: "blog",
      coverImage: { filename: "c.png", contentType: "image/png", data: cover },
    });
    const answer = await a.app.inject({
      method: "POST",
      url: "/api/blogs",
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(answer.statusCode).toBe(201);
    const image = answer.json<{ post: Post }>().post.image!;
    const served = await b.inject({ method: "GET", url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  } finally {
    await b.close();
    await a.close();
  }
});
