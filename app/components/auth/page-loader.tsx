import { LoaderCircle } from "lucide-react";

/** A centred spinner with a visible label, for pages waiting on the browser or the network. */
export function PageLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary motion-reduce:animate-none" />
      <p>{label}</p>
    </div>
  );
}
