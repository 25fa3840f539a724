import { describe, expect, it } from "vitest";
import { contentDefaults } from "../documents.ts";
import { contentSchemas } from "../documents.schema.ts";
import { marketingDocumentsHi, type MarketingKeyHi } from "./marketing.ts";

const keys = Object.keys(marketingDocumentsHi) as MarketingKeyHi[];

/** Fields that are not words: links, images, icons, ids, kinds, figures and the founder's name stay the English ones. */
const unchanged = new Set([
  "id",
  "to",
  "contactTo",
  "src",
  "srcset",
  "width",
  "height",
  "focalX",
  "focalY",
  "icon",
  "kind",
  "number",
  "value",
  "author",
]);

/** Every figure of a text, grouping commas removed: ₹1,50,000 and ₹150,000 are both 150000. */
const figures = (text: string) => new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((f) => f.replaceAll(",", "")));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const devanagari = /[\u0900-\u097F]/;

/** What differs between an English document and its Hindi twin beyond the words themselves. */
function differences(english: unknown, hindi: unknown, path: string): string[] {
  const name = path
    .split(".")
    .at(-1)!
    .replace(/\[\d+\]$/, "");
  if (typeof english !== typeof hindi || Array.isArray(english) !== Array.isArray(hindi))
    return [`${path}: not the same kind of value`];
  if (Array.isArray(english) && Array.isArray(hindi)) {
    if (english.length !== hindi.length) return [`${path}: ${hindi.length} items, English has ${english.length}`];
    return english.flatMap((item, i) => differences(item, hindi[i], `${path}[${i}]`));
  }
  if (english && typeof english === "object") {
    const en = english as Record<string, unknown>;
    const hi = hindi as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(en), ...Object.keys(hi)])];
    return fields.flatMap((field) =>
      field in en && field in hi
        ? differences(en[field], hi[field], `${path}.${field}`)
        : [`${path}.${field}: only in one language`],
    );
  }
  if (typeof english !== "string" || unchanged.has(name)) {
    return english === hindi ? [] : [`${path}: ${JSON.stringify(hindi)} should stay ${JSON.stringify(english)}`];
  }
  const text = hindi as string;
  const found: string[] = [];
  const written = figures(text);
  const missing = [...figures(english)].filter((f) => !written.has(f));
  if (missing.length) found.push(`${path}: lacks the figures ${missing.join(", ")}`);
  const source = figures(english);
  const added = [...written].filter((f) => !source.has(f));
  if (added.length) found.push(`${path}: has figures the English does not (${added.join(", ")})`);
  if (words(english) > 3 && !devanagari.test(text)) found.push(`${path}: left in English`);
  return found;
}

describe("the marketing documents' Hindi defaults (issue 29)", () => {
  it.each(keys)(
    "%s: the same structure, links, images, icons and figures as the English, every sentence in Hindi",
    (key) => {
      expect(differences(contentDefaults[key], marketingDocumentsHi[key], key)).toEqual([]);
    },
  );

  it.each(keys)("%s: passes the English document's schema, so staff can save it unchanged", (key) => {
    const parsed = contentSchemas[key].safeParse(marketingDocumentsHi[key]);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });
});
