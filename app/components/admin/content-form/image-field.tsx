import type { ImageRef } from "../../../../contract/shared/image-ref.ts";
import { Field } from "../../ui/text-field.tsx";
import { MediaPicker } from "../media-picker.tsx";
import type { Json } from "./json-schema.ts";

interface ImageFieldProps {
  id: string;
  label: string;
  hint: string | undefined;
  value: Json | undefined;
  onChange: (next: Json) => void;
  errors: Record<string, string>;
  path: (string | number)[];
}

/**
 * An image field: chosen from the media library or uploaded on the spot (its sizes, `srcset` and
 * focal point come with it), or a path on this site; and the alt text for this use of it.
 */
export function ImageField({ id, label, hint, value, onChange, errors, path }: ImageFieldProps) {
  const image = (value ?? { src: "", alt: "" }) as unknown as ImageRef;
  const set = (next: ImageRef) => onChange(next as unknown as Json);
  const at = (field: string) => errors[[...path, field].join(".")];
  return (
    <div className="grid gap-3" data-path={path.join(".")}>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <MediaPicker
        id={`${id}-picker`}
        label={label}
        value={image.src ? image : null}
        onChange={(next) => next && set(next)}
      />
      <Field
        label={`${label}: address`}
        id={`${id}-src`}
        error={at("src")}
        hint="A library image fills this in; a path on this site also works."
      >
        {(control) => (
          <input {...control} value={image.src} onChange={(e) => set({ src: e.target.value, alt: image.alt })} />
        )}
      </Field>
      <Field
        label={`${label}: alt text`}
        id={`${id}-alt`}
        error={at("alt")}
        hint="What the image shows, for people who cannot see it."
      >
        {(control) => <input {...control} value={image.alt} onChange={(e) => set({ ...image, alt: e.target.value })} />}
      </Field>
    </div>
  );
}
