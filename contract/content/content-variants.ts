/**
 * Which kind a value of a "variants" field is (decision 102): the console draws that kind's fields,
 * the server sanitizes its rich text and the history compares like with like. Read from the JSON
 * Schema zod writes: a tagged union is `oneOf` of objects whose `kind` is a `const`; a plain union
 * (a tick or a text) is `anyOf` of alternatives told apart by their JSON type.
 */
interface VariantsSchema {
  oneOf?: unknown[];
  anyOf?: unknown[];
}

type Schema = { [key: string]: unknown };

export function alternativesOf<S>(schema: VariantsSchema): S[] {
  return ((schema.oneOf ?? schema.anyOf ?? []) as unknown[]).filter(isSchema) as S[];
}

/** The alternative a value is an instance of, or undefined when it matches none. */
export function alternativeFor<S>(schema: VariantsSchema, value: unknown): S | undefined {
  return alternativesOf<S>(schema).find((alternative) => matches(alternative as Schema, value));
}

/** The fixed `kind` an alternative of a tagged union carries, if it is one. */
export function kindTagOf(alternative: Schema): string | undefined {
  const properties = alternative["properties"];
  const kind = isSchema(properties) ? properties["kind"] : undefined;
  return isSchema(kind) && typeof kind["const"] === "string" ? kind["const"] : undefined;
}

function matches(alternative: Schema, value: unknown): boolean {
  const tag = kindTagOf(alternative);
  if (tag !== undefined) return isSchema(value) && value["kind"] === tag;
  const type = alternative["type"];
  if (type === "array") return Array.isArray(value);
  if (type === "object") return isSchema(value);
  if (type === "integer") return typeof value === "number";
  return typeof value === type;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);
