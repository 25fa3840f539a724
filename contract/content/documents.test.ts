import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { contentDefaults, contentKeys } from "./documents.ts";
import { packageSlugs } from "./packages.ts";
import { serviceSlugs } from "./service-pages.ts";
import { contentSchemas } from "./documents.schema.ts";

describe("content documents (issue 28)", () => {
  it.each(contentKeys)("%s: the typed default passes its own schema, so staff can save it unchanged", (key) => {
    const parsed = contentSchemas[key].safeParse(contentDefaults[key]);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
    // Parsing keeps every field: what a page reads with nothing published is the default itself.
    expect(parsed.data).toEqual(contentDefaults[key]);
  });

  it.each(contentKeys)("%s: every field of the JSON Schema has a title and a kind the console can draw", (key) => {
    const missing: string[] = [];
    const walk = (schema: Record<string, unknown>, path: string) => {
      const properties = schema["properties"] as Record<string, Record<string, unknown>> | undefined;
      for (const [name, child] of Object.entries(properties ?? {})) {
        const at = `${path}${name}`;
        if (!child["title"] || !child["x-kind"]) missing.push(at);
        // An image is one control (the media picker); its parts have no controls of their own.
        if (child["x-kind"] === "image") continue;
        walkKinds(child, at);
        walk(child, `${at}.`);
        const items = child["items"] as Record<string, unknown> | undefined;
        if (items) {
          if (!items["x-kind"]) missing.push(`${at}[]`);
          walkKinds(items, `${at}[]`);
          walk(items, `${at}[].`);
        }
      }
    };
    // Each kind of a "variants" field (decision 102) needs a title for the kind chooser, and its own fields theirs.
    const walkKinds = (schema: Record<string, unknown>, at: string) => {
      const kinds = (schema["oneOf"] ?? schema["anyOf"]) as Record<string, unknown>[] | undefined;
      for (const [i, kind] of (kinds ?? []).entries()) {
        if (!kind["title"] || !kind["x-kind"]) missing.push(`${at}<${i}>`);
        walk(kind, `${at}<${i}>.`);
      }
    };
    walk(z.toJSONSchema(contentSchemas[key], { io: "input" }) as Record<string, unknown>, "");
    expect(missing).toEqual([]);
  });

  it("has one document per package and service page, keyed as the issue names them (decision 102)", () => {
    const keyed = (prefix: string) => contentKeys.filter((key) => key.startsWith(prefix)).sort();
    expect(keyed("packages-")).toEqual(packageSlugs.map((slug) => `packages-${slug}`).sort());
    expect(keyed("services-")).toEqual(serviceSlugs.map((slug) => `services-${slug}`).sort());
    expect(contentKeys).toEqual(expect.arrayContaining(["services", "comparison", "achievements"]));
  });
});
