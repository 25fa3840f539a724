import { useState } from "react";
import { adminMessages } from "../../../contract/console/admin.ts";
import {
  MAX_ALT_LENGTH,
  mediaImageRef,
  mediaMessages,
  mediaPaths,
  type MediaUploadResponse,
} from "../../../contract/console/media.ts";
import type { ImageRef } from "../../../contract/shared/image-ref.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { useSession } from "../../hooks/use-session.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { Field, TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";

interface UploadValues {
  file: File | null;
  alt: string;
}

/** The kinds the server accepts (decided by the bytes there; this only filters the file dialog). */
const accept = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/**
 * Uploads one image to the media library with its alt text and hands it back as an ImageRef. Not a
 * <form>: it sits inside other forms (the product form, the picker in a content form), so its
 * button sends it on its own. Signed-in editors only: the stored login's token goes with it.
 */
export function MediaUpload({ id, onUploaded }: { id: string; onUploaded: (image: ImageRef) => void }) {
  const { token } = useSession();
  // A new key empties the file input after an upload (its value cannot be set).
  const [round, setRound] = useState(0);
  const form = useApiForm<UploadValues>({
    initial: { file: null, alt: "" },
    validate: (values) => ({
      ...(values.file ? {} : { file: mediaMessages.fileRequired }),
      ...(values.alt.trim() ? {} : { alt: mediaMessages.altRequired }),
    }),
    fieldId: (field) => `${id}-${field}`,
    submit: async (values) => {
      const body = new FormData();
      body.append("alt", values.alt);
      body.append("file", values.file!);
      const uploaded = await apiRequest<MediaUploadResponse>(mediaPaths.library, {
        formData: body,
        token,
        fallbackMessage: adminMessages.saveFailed,
      });
      onUploaded(mediaImageRef({ ...uploaded, alt: values.alt.trim() }));
      form.setValues({ file: null, alt: "" });
      setRound((n) => n + 1);
    },
    fallback: adminMessages.saveFailed,
  });

  return (
    <div className="space-y-4 rounded-lg border border-line bg-surface p-4">
      <ErrorBanner message={form.banner} />
      <Field
        id={`${id}-file`}
        label="Image file"
        hint="JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. It is stored in several widths as WebP."
        error={form.errors.file}
      >
        {(control) => (
          <input
            key={round}
            {...control}
            type="file"
            accept={accept}
            onChange={(e) => form.update("file", e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <TextField
        id={`${id}-alt`}
        label="Alt text"
        hint="What the image shows, for people who cannot see it."
        maxLength={MAX_ALT_LENGTH}
        value={form.values.alt}
        error={form.errors.alt}
        onChange={(e) => form.update("alt", e.target.value)}
        onKeyDown={(e) => {
          // Enter here uploads the image rather than submitting a surrounding form.
          if (e.key === "Enter") {
            e.preventDefault();
            void form.onSubmit();
          }
        }}
      />
      <Button disabled={form.busy} onClick={() => void form.onSubmit()}>
        {form.busy ? "Uploading..." : "Upload image"}
      </Button>
    </div>
  );
}
