import { useToolCopy } from "./use-tool-copy.ts";
import { Button } from "../ui/button.tsx";

/**
 * A tool's form: a plain GET form to the tool's own URL, so the answer is a page the server
 * renders from the query (shareable, printable, never stored) and works without JavaScript.
 * `#result` brings the answer into view after the page loads.
 */
export function ToolForm({
  action,
  submitLabel,
  heading,
  children,
}: {
  action: string;
  submitLabel: string;
  heading?: string;
  children: React.ReactNode;
}) {
  const toolCopy = useToolCopy();
  return (
    <form
      method="get"
      action={`${action}#result`}
      aria-labelledby="tool-form-heading"
      className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6 print:hidden"
    >
      <h2 id="tool-form-heading" className="text-xl font-bold">
        {heading ?? toolCopy.formHeading}
      </h2>
      <div className="mt-5 space-y-5">{children}</div>
      <Button type="submit" variant="accent" size="lg" className="mt-6 w-full sm:w-auto">
        {submitLabel}
      </Button>
      <p className="mt-3 text-sm text-muted">{toolCopy.privacy}</p>
    </form>
  );
}
