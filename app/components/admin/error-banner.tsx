import { TriangleAlert } from "lucide-react";

/** A console form's refusal, above the form (the server's sentence or the fallback). */
export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-danger bg-danger-soft p-4">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <p className="text-ink">{message}</p>
    </div>
  );
}
