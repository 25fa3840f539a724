import { alternativeFor } from "../../../contract/content/content-variants.ts";
import { sanitizePostHtml } from "../../html/editor-html.ts";

type JsonSchema = { [key: string]: unknown };

/**
 * Passes every rich-text field of a document (x-kind "rich" in its JSON Schema) through the
 * editor's sanitizer, wherever it sits in groups and lists: the server decides what HTML a page
 * may carry, whatever the console sent (the same allowlist as posts).
 */
export function sanitizeRichText(schema: JsonSchema, value: unknown): unknown {
  if (schema["x-kind"] === "rich" && typeof value === "string") return sanitizePostHtml(value);
  if (schema["x-kind"] === "variants") {
    const kind = alternativeFor<JsonSchema>(schema, value);
    return kind ? sanitizeRichText(kind, value) : value;
  }
  if (Array.isArray(value) && isSchema(schema["items"]))
    return value.map((item) => sanitizeRichText(schema["items"] as JsonSchema, item));
  const properties = schema["properties"];
  if (value && typeof value === "object" && isSchema(properties)) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, child] of Object.entries(properties)) {
      if (name in out && isSchema(child)) out[name] = sanitizeRichText(child, out[name]);
    }
    return out;
  }
  return value;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null;
