import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The frame's components, which every hydrated page loads. */
const frameFolders = ["app/components/layout", "app/components/ui", "app/lib/i18n", "app/hooks"];

/** An import of a value (a type is erased) from app/content/hi/. */
const valueImportOfHindi = /^import (?!type )[^;]*from "[^"]*content\/hi\//m;

describe("the frame's Hindi (decision 123)", () => {
  it("reaches the frame as root loader data: no frame module imports the Hindi copy", () => {
    const importing = frameFolders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts"))
        .filter((name) => valueImportOfHindi.test(readFileSync(join(folder, name), "utf8")))
        .map((name) => join(folder, name)),
    );
    expect(importing).toEqual([]);
  });
});
