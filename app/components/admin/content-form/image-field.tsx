import type { ImageRef } from "../../../../contract/shared/image-ref.ts";
import { Field } from "../../ui/text-field.tsx";
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
 * An image field: the image's address (a media-library image or a path on this site), its alt
 * text, and the focal point that keeps the subject in view when a box crops it.
 */
export function ImageField({ id, label, hint, value, onChange, errors, path }: ImageFieldProps) {
  const image = (value ?? { src: "", alt: "" }) as unknown as ImageRef;
  const set = (patch: Partial<ImageRef>) => onChange({ ...image, ...patch } as unknown as Json);
  const at = (field: string) => errors[[...path, field].join(".")];
  return (
    <fieldset className="rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-ink">{label}</legend>
      {hint ? <p className="mb-3 text-sm text-muted">{hint}</p> : null}
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        {image.src ? (
          <img
            src={image.src}
            alt=""
            className="h-24 w-32 rounded border border-line object-cover"
            style={focal(image)}
          />
        ) : (
          <span className="grid h-24 w-32 place-items-center rounded border border-dashed border-line text-sm text-muted">
            No image
          </span>
        )}
        <div className="grid gap-3">
          <Field label="Image address" id={`${id}-src`} error={at("src")}>
            {(control) => <input {...control} value={image.src} onChange={(e) => set({ src: e.target.value })} />}
          </Field>
          <Field
            label="Alt text"
            id={`${id}-alt`}
            error={at("alt")}
            hint="What the image shows, for people who cannot see it."
          >
            {(control) => <input {...control} value={image.alt} onChange={(e) => set({ alt: e.target.value })} />}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}

const focal = (image: ImageRef) =>
  image.focalX !== undefined || image.focalY !== undefined
    ? { objectPosition: `${image.focalX ?? 50}% ${image.focalY ?? 50}%` }
    : undefined;
