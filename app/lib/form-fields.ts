/** A posted form's text fields as a plain object (files and repeated names are not expected here). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] ??= value;
  return fields;
}
