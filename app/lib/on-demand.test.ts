import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand.ts";

describe("onDemand", () => {
  it("imports once however often it is asked, preload included", async () => {
    let imports = 0;
    const rules = onDemand(async () => ({ n: ++imports }));
    rules.preload();
    expect(await rules.load()).toEqual({ n: 1 });
    expect(await rules.load()).toEqual({ n: 1 });
    expect(imports).toBe(1);
  });

  it("answers null when the import fails, and tries again on the next call", async () => {
    let attempts = 0;
    const rules = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "rules";
    });
    expect(await rules.load()).toBeNull();
    expect(await rules.load()).toBe("rules");
    expect(attempts).toBe(2);
  });
});
