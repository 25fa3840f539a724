import { useToolCopy } from "./use-tool-copy.ts";

/**
 * The answer's section (`#result`, where the form lands): the result, or a summary of the fields
 * to correct with links to them. Nothing is shown before the form is used.
 */
export function ToolResult({
  submitted,
  errors,
  labels,
  children,
}: {
  submitted: boolean;
  errors: Record<string, string>;
  /** Field labels by parameter name, for the summary's links. */
  labels: Record<string, string>;
  children: React.ReactNode;
}) {
  const toolCopy = useToolCopy();
  if (!submitted) return null;
  const fields = Object.entries(errors);
  return (
    <section id="result" aria-labelledby="result-heading" className="scroll-mt-24 space-y-6">
      {fields.length ? (
        <div role="alert" className="rounded-card border border-danger bg-danger-soft p-5">
          <h2 id="result-heading" className="text-xl font-bold text-danger">
            {toolCopy.fixHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-base">
            {fields.map(([name, message]) => (
              <li key={name}>
                <a href={`#field-${name}`} className="font-semibold text-danger underline">
                  {labels[name] ?? name}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <h2 id="result-heading" className="text-2xl font-bold">
            {toolCopy.resultHeading}
          </h2>
          {children}
        </>
      )}
    </section>
  );
}
