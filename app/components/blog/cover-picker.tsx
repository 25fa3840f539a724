import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

/** The cover upload area (SPEC 2.10): click to choose an image, see it, remove it; 1200x600 recommended. */
export function CoverPicker({
  file,
  onChange,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div>
      <p className="mb-1 text-sm font-semibold" id={`${inputId}-title`}>
        Cover image <span className="font-normal text-muted">(optional)</span>
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {preview ? (
        <div className="relative overflow-hidden rounded-lg border border-line">
          <img
            src={preview}
            alt="Chosen cover preview"
            width={1200}
            height={600}
            className="aspect-[2/1] w-full object-cover"
          />
          <div className="absolute top-3 right-3 flex gap-2">
            <label
              htmlFor={inputId}
              className="cursor-pointer rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-primary shadow-card hover:bg-white"
            >
              Change
            </label>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(null)}
              className="inline-flex items-center gap-1 rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-danger shadow-card hover:bg-white"
            >
              <X aria-hidden="true" className="size-4" />
              Remove
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-line bg-surface p-6 text-center transition-colors hover:border-primary hover:bg-primary-soft"
        >
          <ImagePlus aria-hidden="true" className="size-8 text-primary" />
          <span className="font-semibold text-primary">Click to choose a cover image</span>
        </label>
      )}
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
        PNG, JPEG, WebP or GIF up to 5 MB; recommended 1200x600.
      </p>
    </div>
  );
}
