import { useEffect, useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import { mediaImageRef, mediaPaths, type MediaItem, type MediaList } from "../../../contract/console/media.ts";
import type { ImageRef } from "../../../contract/shared/image-ref.ts";
import type { Loadable } from "../../hooks/use-admin-data.ts";
import { useSession } from "../../hooks/use-session.ts";
import { apiRequest, errorMessage } from "../../lib/api-client.ts";
import { ResponsiveImage } from "../shared/responsive-image.tsx";
import { Button } from "../ui/button.tsx";
import { MediaUpload } from "./media-upload.tsx";

interface MediaPickerProps {
  value: ImageRef | null;
  onChange: (next: ImageRef | null) => void;
  label: string;
  id: string;
}

/**
 * An image field: shows the chosen image with its alt text, and lets the editor choose another
 * from the media library or upload one on the spot (issue 28). Used by generated content forms
 * and the product form; works with the stored login's token, inside the console or not.
 */
export function MediaPicker({ value, onChange, label, id }: MediaPickerProps) {
  const [open, setOpen] = useState<"library" | "upload" | null>(null);
  const choose = (image: ImageRef) => {
    onChange(image);
    setOpen(null);
  };
  const toggle = (panel: "library" | "upload") => setOpen((current) => (current === panel ? null : panel));

  return (
    <fieldset id={id} className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      {value ? (
        <div className="flex flex-wrap items-center gap-4">
          <ResponsiveImage
            image={value}
            sizes="160px"
            className="h-24 w-40 rounded-md border border-line object-cover"
          />
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-semibold">Alt text:</span> {value.alt || "(none)"}
          </p>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove image
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">No image chosen.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open === "library"}
          aria-controls={`${id}-library`}
          onClick={() => toggle("library")}
        >
          Choose from library
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open === "upload"}
          aria-controls={`${id}-upload`}
          onClick={() => toggle("upload")}
        >
          Upload new image
        </Button>
      </div>
      {open === "library" ? <LibraryChooser id={`${id}-library`} chosen={value?.src} onChoose={choose} /> : null}
      {open === "upload" ? (
        <div id={`${id}-upload`}>
          <MediaUpload id={`${id}-new`} onUploaded={choose} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The library as a grid of buttons, newest first; choosing one hands it back as an ImageRef. */
function LibraryChooser({
  id,
  chosen,
  onChoose,
}: {
  id: string;
  chosen: string | undefined;
  onChoose: (image: ImageRef) => void;
}) {
  const { token } = useSession();
  const [state, setState] = useState<Loadable<MediaItem[]>>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<MediaList>(mediaPaths.library, {
      token,
      fallbackMessage: adminMessages.loadFailed,
      signal: controller.signal,
    })
      .then(({ media }) => setState({ status: "ready", data: media }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: "error", message: errorMessage(err, adminMessages.loadFailed) });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <div id={id} role="group" aria-label="Media library" className="rounded-lg border border-line bg-surface p-3">
      {state.status === "loading" ? <p className="text-sm text-muted">Loading the library...</p> : null}
      {state.status === "error" ? (
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
      ) : null}
      {state.status === "ready" && state.data.length === 0 ? (
        <p className="text-sm text-muted">The library is empty: upload an image first.</p>
      ) : null}
      {state.status === "ready" ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {state.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={chosen === item.url}
                onClick={() => onChoose(mediaImageRef(item))}
                className="block w-full rounded-md border border-line bg-white p-1 text-left text-sm hover:border-primary focus-visible:ring-3 focus-visible:ring-accent aria-pressed:border-primary"
              >
                {/* The alt text is the button's words below; the picture itself is decorative here. */}
                <ResponsiveImage
                  image={{ ...mediaImageRef(item), alt: "" }}
                  sizes="160px"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <span className="mt-1 line-clamp-2 block">{item.alt}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
