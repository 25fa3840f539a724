import { useId } from "react";

/** What a form control needs from its Field: its id, its invalid state and what describes it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

interface FieldProps {
  label: string;
  /** The spec's message for this field, shown under it and announced. */
  error?: string | null | undefined;
  hint?: string | undefined;
  hideLabel?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => React.ReactNode;
}

/** A labelled control with its hint or error message under it (the one form-field pattern of the site). */
export function Field({ label, error, hint, hideLabel, id, className = "", children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy =
    [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-semibold text-ink"}>
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: fieldClass(Boolean(error)),
      })}
      {hint && !error ? (
        <p id={`${controlId}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = React.InputHTMLAttributes<HTMLInputElement> & Omit<FieldProps, "children" | "id" | "className">;

/** A labelled input: the Field most forms use. */
export function TextField({ label, error, hint, hideLabel, className, id, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => <input {...control} {...props} />}
    </Field>
  );
}

/**
 * Class names of a text input, select or textarea of the design system. An invalid control's red
 * border also follows `aria-invalid`, which is all the content pages' script sets.
 */
export function fieldClass(invalid = false): string {
  return `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/80 focus:border-primary focus:outline-none focus-visible:ring-3 focus-visible:ring-accent ${
    invalid ? "border-danger" : "border-line"
  } aria-invalid:border-danger`;
}
