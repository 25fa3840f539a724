import { alternativesOf } from "../../../../contract/content/content-variants.ts";
import type { ContentFieldKind } from "../../../../contract/content/content-fields.ts";

/** The part of a document's JSON Schema (zod's output, decision 100) the generated form reads. */
export interface FieldSchema {
  type?: string;
  title?: string;
  description?: string;
  "x-kind"?: ContentFieldKind;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: string[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  /** A "variants" field's kinds: `oneOf` for a tagged union, `anyOf` for a tick-or-text (decision 102). */
  oneOf?: FieldSchema[];
  anyOf?: FieldSchema[];
  /** A "tag" field's fixed value: the kind's name. */
  const?: string;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A new, empty value for a field: what "Add" puts in a list, or "Include" in an optional group. */
export function emptyOf(schema: FieldSchema): Json {
  switch (schema["x-kind"]) {
    case "id":
      return `item-${Math.random().toString(36).slice(2, 10)}`;
    case "number":
      return schema.minimum ?? 0;
    case "yesno":
      return false;
    case "choice":
      return schema.enum?.[0] ?? "";
    case "tag":
      return schema.const ?? "";
    case "variants":
      return emptyOf(alternativesOf<FieldSchema>(schema)[0] ?? {});
    case "list":
      return Array.from({ length: schema.minItems ?? 0 }, () => emptyOf(schema.items ?? {}));
    default:
      break;
  }
  if (schema.properties) {
    const value: Record<string, Json> = {};
    for (const [name, child] of Object.entries(schema.properties)) {
      if (schema.required?.includes(name)) value[name] = emptyOf(child);
    }
    return value;
  }
  return "";
}

/** A field's label: its schema's title, else its name. */
export const labelOf = (schema: FieldSchema, name: string) => schema.title ?? name;
