import { Field, TextField } from "../ui/text-field.tsx";

/**
 * The tools' form fields. Each reads its text and its message from the form as the loader read it
 * from the query (`values`, `errors` by parameter name), and gets the id `field-<name>` that the
 * error summary links to.
 */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

export interface Option {
  value: string;
  label: string;
}

interface FieldProps {
  form: FormState;
  name: string;
  label: string;
}

/** Options from a value-to-label record, in its order. */
export function optionsOf(labels: Record<string, string>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/** A number typed as text (so "15,000" and "₹ 15000" are accepted and a bad value gets a message). */
export function NumberField({
  form,
  name,
  label,
  hint,
  decimal = false,
  fallback = "",
}: FieldProps & { hint?: string; decimal?: boolean; fallback?: string | undefined }) {
  return (
    <TextField
      label={label}
      id={`field-${name}`}
      name={name}
      inputMode={decimal ? "decimal" : "numeric"}
      autoComplete="off"
      defaultValue={form.values[name] || fallback}
      error={form.errors[name]}
      hint={hint}
    />
  );
}

/** A labelled select. */
export function SelectField({
  form,
  name,
  label,
  options,
  fallback,
}: FieldProps & { options: readonly Option[]; fallback: string }) {
  return (
    <Field label={label} error={form.errors[name]} id={`field-${name}`}>
      {(control) => (
        <select {...control} name={name} defaultValue={form.values[name] || fallback}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A group of radio buttons with its legend and message (arrow keys move between them). */
export function RadioGroup({
  form,
  name,
  label,
  options,
  fallback = "",
}: FieldProps & { options: readonly Option[]; fallback?: string }) {
  const error = form.errors[name];
  const value = form.values[name] || fallback;
  const errorId = `field-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        {options.map((o, index) => (
          <label key={o.value} className="flex min-h-11 items-center gap-2 text-base text-ink">
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={value === o.value}
              id={index === 0 ? `field-${name}` : undefined}
              className="size-5 shrink-0 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A checkbox with its label beside it: on when the query carries its name. */
export function CheckboxField({ form, name, label }: FieldProps) {
  return (
    <label className="flex min-h-11 items-start gap-3 text-base text-ink">
      <input
        type="checkbox"
        name={name}
        defaultChecked={Boolean(form.values[name])}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      <span>{label}</span>
    </label>
  );
}

/** A labelled multi-line field (the bonus list). */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  placeholder,
}: FieldProps & { hint?: string; placeholder?: string }) {
  return (
    <Field label={label} error={form.errors[name]} hint={hint} id={`field-${name}`}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={6}
          defaultValue={form.values[name] ?? ""}
          placeholder={placeholder}
          spellCheck={false}
          className={`${control.className} font-mono text-sm`}
        />
      )}
    </Field>
  );
}
