import { useId } from "react";

type TextFieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The spec's message for this field, shown under it and announced. */
  error?: string | null | undefined;
  hint?: string;
  hideLabel?: boolean;
};

/** A labelled input with its error message under it (the one form-field pattern of the site). */
export function TextField({ label, error, hint, hideLabel, className = "", id, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-semibold text-ink"}>
        {label}
      </label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={fieldClass(Boolean(error))} {...props} />
      {hint && !error ? (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Class names of a text input, select or textarea of the design system. */
export function fieldClass(invalid = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-primary focus:outline-none focus-visible:ring-3 focus-visible:ring-accent ${
    invalid ? "border-danger" : "border-line"
  }`;
}
