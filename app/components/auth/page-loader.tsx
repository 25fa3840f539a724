import { LoaderCircle } from "lucide-react";

/**
 * A spinner with a visible label, for pages waiting on the browser or the network. It is a screen
 * tall, so the footer starts below the fold: when the page's content (of a height nobody knows yet)
 * replaces it, nothing the visitor can see moves (a 50vh loader left the footer in view, and its
 * jump gave the editors' pages a layout shift of 0.4-0.5).
 */
export function PageLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-svh flex-col items-center gap-3 pt-[20vh] text-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary motion-reduce:animate-none" />
      <p>{label}</p>
    </div>
  );
}
