import { LoaderCircle, RefreshCw, SearchX } from "lucide-react";
import { postMessages } from "../../../contract/posts.ts";
import { Button } from "../ui/button.tsx";

/** The loading, error and empty states shared by the blog, review and case-study lists (SPEC 4, 8). */

export function ListLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary motion-reduce:animate-none" />
      <p>{postMessages.loading}</p>
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-2xl font-bold">Oops! Something went wrong</h2>
      <p className="mt-2 text-muted">We could not load the articles. Please check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}

export function ListEmpty({ title, text, action }: { title: string; text?: string; action?: { label: string; onClick: () => void } }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted" />
      <h2 className="mt-3 text-xl font-bold">{title}</h2>
      {text ? <p className="mt-2 text-muted">{text}</p> : null}
      {action ? (
        <Button variant="outline" className="mt-6" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
