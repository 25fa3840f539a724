import { useState } from "react";
import { Link } from "react-router";
import { adminMessages } from "../../../contract/console/admin.ts";
import { mediaImageRef, mediaPaths, type MediaItem, type MediaList } from "../../../contract/console/media.ts";
import { formatDate } from "../../../contract/shared/format.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { ErrorBanner } from "../../components/admin/error-banner.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { MediaEditForm } from "../../components/admin/media-edit-form.tsx";
import { MediaUpload } from "../../components/admin/media-upload.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { ResponsiveImage } from "../../components/shared/responsive-image.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";

/**
 * The media library (issue 28): upload with alt text, every image with its sizes and where it is
 * used, alt text and focal point edited in place, and images nothing uses deleted.
 */
export default function AdminMedia() {
  const [unusedOnly, setUnusedOnly] = useState(false);
  const { state, reload } = useAdminData<MediaList>(`${mediaPaths.library}${unusedOnly ? "?unused=true" : ""}`);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="space-y-6">
      <PanelHeader
        title="Media"
        note="Images uploaded once, in several widths, and picked in any image field. Each needs alt text."
      />
      <section aria-labelledby="media-upload-heading" className="max-w-2xl">
        <h3 id="media-upload-heading" className="mb-2 text-lg font-bold">
          Upload an image
        </h3>
        <MediaUpload
          id="media-upload"
          onUploaded={(image) => {
            setNotice(`Uploaded “${image.alt}”.`);
            reload();
          }}
        />
        {notice ? (
          <p role="status" className="mt-2 text-success">
            {notice}
          </p>
        ) : null}
      </section>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={unusedOnly}
          onChange={(e) => setUnusedOnly(e.target.checked)}
        />
        Show only images nothing uses
      </label>
      <ListState
        state={state}
        reload={reload}
        empty={unusedOnly ? "Every image is in use." : "No images yet: upload the first one above."}
        isEmpty={({ media }) => media.length === 0}
      >
        {({ media }) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {media.map((item) => (
              <MediaCard key={item.id} item={item} reload={reload} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function MediaCard({ item, reload }: { item: MediaItem; reload: () => void }) {
  const call = useAdminApi();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const widths = item.srcset.split(", ").map((entry) => entry.split(" ")[1]!.replace("w", ""));

  async function remove() {
    setError(null);
    try {
      await call(mediaPaths.item(item.id), { method: "DELETE", fallbackMessage: adminMessages.saveFailed });
      reload();
    } catch (err) {
      // 409: something started using it since the list was loaded; the reload shows where.
      setError(errorMessage(err, adminMessages.saveFailed));
      if (err instanceof ApiError && err.status === 409) reload();
    }
  }

  return (
    <li className="rounded-card border border-line bg-white p-4 shadow-card">
      <ResponsiveImage
        image={mediaImageRef(item)}
        sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw"
        className="aspect-[4/3] w-full rounded-md border border-line object-cover"
      />
      <p className="mt-3 font-semibold break-words">{item.alt}</p>
      <p className="text-sm text-muted">
        {item.width}×{item.height}, widths {widths.join(", ")}, {Math.ceil(item.bytes / 1024)} KB
      </p>
      <p className="text-sm text-muted">
        Added {formatDate(item.createdAt) ?? item.createdAt}
        {item.createdBy ? ` by ${item.createdBy}` : ""}
      </p>
      {item.usedBy.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">Used in:</p>
          <ul className="list-disc pl-5">
            {item.usedBy.map((use) => (
              <li key={use.path + use.label}>
                <Link to={use.path} className="text-info underline">
                  {use.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-sm">Not used anywhere.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={editing}
          aria-label={`Edit “${item.alt}”`}
          onClick={() => setEditing((open) => !open)}
        >
          Edit
        </Button>
        {item.usedBy.length === 0 ? (
          <ConfirmButton
            label="Delete"
            ariaLabel={`Delete “${item.alt}”`}
            title="Delete this image?"
            confirmLabel="Delete image"
            onConfirm={remove}
          >
            Every width of “{item.alt}” is removed from the site. Nothing uses it now.
          </ConfirmButton>
        ) : null}
      </div>
      <div className="mt-2">
        <ErrorBanner message={error} />
      </div>
      {editing ? (
        <MediaEditForm
          item={item}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      ) : null}
    </li>
  );
}
