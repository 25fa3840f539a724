import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { holdsCurrent, precompress } from "./precompressed.ts";

describe("precompress", () => {
  it("keeps an answer with its compressed forms and an ETag that depends only on its bytes", async () => {
    const body = Buffer.from("<html>" + "hello ".repeat(200) + "</html>");
    const page = await precompress(200, [["content-type", "text/html"]], body);
    expect(brotliDecompressSync(page.br).equals(body)).toBe(true);
    expect(gunzipSync(page.gzip).equals(body)).toBe(true);
    expect(page.br.length).toBeLessThan(body.length);
    expect((await precompress(200, [], body)).etag).toBe(page.etag);
    expect((await precompress(200, [], Buffer.from("other"))).etag).not.toBe(page.etag);
  });
});

describe("holdsCurrent", () => {
  const etag = '"abc"';
  it("matches an exact, weak or listed tag, or *", () => {
    for (const held of ['"abc"', 'W/"abc"', '"x", "abc"', '"x",W/"abc"', "*"])
      expect(holdsCurrent(held, etag), held).toBe(true);
  });
  it("does not match another tag, a prefix or nothing", () => {
    for (const held of [undefined, "", '"ab"', '"abcd"', 'W/"x"', "abc"])
      expect(holdsCurrent(held, etag), held).toBe(false);
  });
});
