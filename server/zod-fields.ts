/** Field-by-field messages from zod issues: the first message per top-level field (OPERATING.md `fields`). */
export function zodFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    fields[typeof key === "string" && key ? key : "body"] ??= issue.message;
  }
  return fields;
}
