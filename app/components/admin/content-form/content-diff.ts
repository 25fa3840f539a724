import { alternativeFor } from "../../../../contract/content/content-variants.ts";
import { labelOf, type FieldSchema, type Json } from "./json-schema.ts";

export interface ContentChange {
  /** Where, in the form's words: "Hero slider › Slides › 2 › Heading". */
  where: string;
  before: string | null;
  after: string | null;
}

/**
 * What changed between two versions of a document, field by field, in the words of its form
 * (the schema's titles): what the history shows before staff restore a version.
 */
export function contentDiff(schema: FieldSchema, before: unknown, after: unknown): ContentChange[] {
  const changes: ContentChange[] = [];
  walk(schema, before as Json | undefined, after as Json | undefined, [], changes);
  return changes;
}

function walk(schema: FieldSchema, a: Json | undefined, b: Json | undefined, where: string[], out: ContentChange[]) {
  if (schema["x-kind"] === "id" || schema["x-kind"] === "tag") return;
  if (schema["x-kind"] === "variants") {
    // Like with like: a section that changed kind is one change, not a field-by-field list.
    const kindA = alternativeFor<FieldSchema>(schema, a);
    const kindB = alternativeFor<FieldSchema>(schema, b);
    if (kindA && kindA === kindB) walk(kindA, a, b, where, out);
    else if (JSON.stringify(a) !== JSON.stringify(b))
      out.push({
        where: where.join(" › "),
        before: a === undefined ? null : `${labelOf(kindA ?? {}, "")}: ${summary(a)}`,
        after: b === undefined ? null : `${labelOf(kindB ?? {}, "")}: ${summary(b)}`,
      });
    return;
  }
  if (schema.properties && isObject(a ?? {}) && isObject(b ?? {})) {
    if (a === undefined || b === undefined) {
      if (a !== b)
        out.push({
          where: where.join(" › "),
          before: a === undefined ? null : "(included)",
          after: b === undefined ? null : "(included)",
        });
      if (a === undefined && b === undefined) return;
    }
    for (const [name, child] of Object.entries(schema.properties)) {
      walk(
        child,
        (a as Record<string, Json> | undefined)?.[name],
        (b as Record<string, Json> | undefined)?.[name],
        [...where, labelOf(child, name)],
        out,
      );
    }
    return;
  }
  if (schema.items && (Array.isArray(a) || Array.isArray(b))) {
    const left = Array.isArray(a) ? a : [];
    const right = Array.isArray(b) ? b : [];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const place = [...where, String(i + 1)];
      if (i >= left.length) out.push({ where: place.join(" › "), before: null, after: summary(right[i]) });
      else if (i >= right.length) out.push({ where: place.join(" › "), before: summary(left[i]), after: null });
      else walk(schema.items, left[i], right[i], place, out);
    }
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    out.push({
      where: where.join(" › "),
      before: a === undefined ? null : summary(a),
      after: b === undefined ? null : summary(b),
    });
  }
}

/** A value as one line of text: a string itself, an item by its first texts. */
function summary(value: Json | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.map(summary).join(", ");
  return Object.entries(value)
    .filter(([name, v]) => name !== "id" && (typeof v === "string" || typeof v === "number"))
    .map(([, v]) => String(v))
    .slice(0, 2)
    .join(" · ");
}

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
