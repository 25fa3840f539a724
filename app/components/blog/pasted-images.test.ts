import { describe, expect, it } from "vitest";
import { altFromFileName } from "./pasted-images.ts";

describe("altFromFileName", () => {
  it("turns a file name into words, and a clipboard's image.png into a plain description", () => {
    expect(altFromFileName("ESIC-chart_2026.png")).toBe("ESIC chart 2026");
    expect(altFromFileName("image.png")).toBe("Image in the post");
    expect(altFromFileName(".png")).toBe("Image in the post");
  });
});
