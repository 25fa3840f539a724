import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalFileStore } from "./local-file-store.ts";

const store = () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "file-store-")), "files");
  return { dir, files: createLocalFileStore(dir) };
};

describe("the local file store", () => {
  it("writes, reads, replaces and removes a file, creating its folder on first write", async () => {
    const { dir, files } = store();
    expect(await files.read("a.pdf")).toBeNull();
    await files.write("a.pdf", Buffer.from("one"));
    await files.write("a.pdf", Buffer.from("two"));
    expect((await files.read("a.pdf"))?.toString()).toBe("two");
    expect(readdirSync(dir)).toEqual(["a.pdf"]);
    await files.remove("a.pdf");
    await files.remove("a.pdf");
    expect(await files.read("a.pdf")).toBeNull();
  });

  it("refuses keys that could leave its folder", async () => {
    const { files } = store();
    for (const key of ["../x", "a/b", "", ".hidden", "a\0b", "..", "a..b"]) {
      await expect(files.write(key, Buffer.from("x"))).rejects.toThrow(/not a file store key/);
      await expect(files.read(key)).rejects.toThrow(/not a file store key/);
    }
  });
});
