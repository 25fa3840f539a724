import { describe, expect, it } from "vitest";
import { confirmAt, labourSources, type SourceKey } from "./labour-sources.ts";

describe("official sites behind the tools' figures", () => {
  it("names an authority's site for every source but Rajasthan's professional tax and the holiday list", () => {
    // No official site for these is in contract/legal-content/official-sources.ts yet: the list says so, not a guess.
    const without: SourceKey[] = ["X1", "X3"];
    for (const key of Object.keys(labourSources) as SourceKey[]) {
      if (without.includes(key)) expect(confirmAt[key], key).toBeUndefined();
      else expect(confirmAt[key]?.url, key).toMatch(/^https:\/\/[a-z.-]+\.(gov|nic)\.in\//);
    }
  });
});
