import { adminMessages } from "../../../contract/console/admin.ts";
import {
  MAX_ALT_LENGTH,
  mediaImageRef,
  mediaMessages,
  mediaPaths,
  type MediaItem,
} from "../../../contract/console/media.ts";
import { useAdminApi } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { ResponsiveImage } from "../shared/responsive-image.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ErrorBanner } from "./error-banner.tsx";

interface EditValues {
  alt: string;
  focalX: string;
  focalY: string;
}

/** A focal coordinate as typed: blank is the centre (null); otherwise a whole number 0-100. */
function focalNumber(text: string): number | null | undefined {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : undefined;
}

/**
 * The alt text and focal point of one library image. The focal point is set by clicking the
 * picture (the spot a cropping box keeps in view) or by typing the two percentages.
 */
export function MediaEditForm({ item, onSaved }: { item: MediaItem; onSaved: () => void }) {
  const call = useAdminApi();
  const fieldId = (field: string) => `media-${item.id}-${field}`;
  const form = useApiForm<EditValues>({
    initial: { alt: item.alt, focalX: String(item.focalX ?? ""), focalY: String(item.focalY ?? "") },
    validate: (values) => ({
      ...(values.alt.trim() ? {} : { alt: mediaMessages.altRequired }),
      ...(focalNumber(values.focalX) === undefined ? { focalX: mediaMessages.focalInvalid } : {}),
      ...(focalNumber(values.focalY) === undefined ? { focalY: mediaMessages.focalInvalid } : {}),
    }),
    fieldId,
    submit: async (values) => {
      await call(mediaPaths.item(item.id), {
        method: "PATCH",
        json: { alt: values.alt, focalX: focalNumber(values.focalX), focalY: focalNumber(values.focalY) },
        fallbackMessage: adminMessages.saveFailed,
      });
      onSaved();
    },
    fallback: adminMessages.saveFailed,
  });
  const x = focalNumber(form.values.focalX);
  const y = focalNumber(form.values.focalY);

  function pickFocal(event: React.MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) => String(Math.round(Math.min(1, Math.max(0, offset / size)) * 100));
    form.update("focalX", percent(event.clientX - box.left, box.width));
    form.update("focalY", percent(event.clientY - box.top, box.height));
  }

  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-3 space-y-3 border-t border-line pt-3">
      <ErrorBanner message={form.banner} />
      <TextField
        id={fieldId("alt")}
        label="Alt text"
        maxLength={MAX_ALT_LENGTH}
        value={form.values.alt}
        error={form.errors.alt}
        onChange={(e) => form.update("alt", e.target.value)}
      />
      <p className="text-sm text-muted">
        Focal point: click the part of the picture that must stay in view when a box crops it, or type the percentages
        from the left and from the top. Blank is the centre.
      </p>
      {/* A pointer shortcut for the two number fields below, which keyboard users fill in directly. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={pickFocal}
        className="relative block w-full cursor-crosshair overflow-hidden rounded-md border border-line"
      >
        <ResponsiveImage image={{ ...mediaImageRef(item), alt: "" }} sizes="320px" className="block w-full" />
        {typeof x === "number" || typeof y === "number" ? (
          <span
            className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-danger shadow"
            style={{ left: `${x ?? 50}%`, top: `${y ?? 50}%` }}
          />
        ) : null}
      </button>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={fieldId("focalX")}
          label="Focal point from the left (%)"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          value={form.values.focalX}
          error={form.errors.focalX}
          onChange={(e) => form.update("focalX", e.target.value)}
        />
        <TextField
          id={fieldId("focalY")}
          label="Focal point from the top (%)"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          value={form.values.focalY}
          error={form.errors.focalY}
          onChange={(e) => form.update("focalY", e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={form.busy}>
        {form.busy ? "Saving..." : "Save image details"}
      </Button>
    </form>
  );
}
