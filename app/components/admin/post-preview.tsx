import { useState } from "react";
import { postStatePaths, type AdminPost } from "../../../contract/console/post-states.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { ContentPreview } from "./content-form/content-preview.tsx";
import { ErrorBanner } from "./error-banner.tsx";

/**
 * A post that is not public yet, on its real page at a phone's width and a desktop's, through a
 * signed link (POST /api/admin/posts/{id}/preview): what visitors will see once it is published.
 * It shows the post as last saved.
 */
export function PostPreview({ post }: { post: AdminPost }) {
  const call = useAdminApi();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (post.status === "published") return null;

  const open = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call<{ url: string }>(postStatePaths.preview(post.id), {
        method: "POST",
        fallbackMessage: "Failed to open the preview.",
      });
      setUrl(answer.url);
    } catch (err) {
      setFailure(errorMessage(err, "Failed to open the preview."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-6 space-y-3">
      <ErrorBanner message={failure} />
      {url ? (
        <ContentPreview url={url} onClose={() => setUrl(null)} />
      ) : (
        <p className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => void open()} disabled={busy}>
            {busy ? "Opening..." : "Preview"}
          </Button>
          <span className="text-sm text-muted">The post's page as last saved; visitors cannot see it yet.</span>
        </p>
      )}
    </div>
  );
}
