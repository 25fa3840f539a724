import { Field } from "../ui/text-field.tsx";

/** The one sentence a legal-figure change shows on /updates and in its feed (decision 084). */
export function UpdateSummaryField({
  id,
  error,
  value,
  onChange,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="What changed, in one sentence"
      id={id}
      error={error}
      hint="Shown on the updates page and in its feed."
      className="sm:col-span-2"
    >
      {(control) => (
        <textarea {...control} rows={2} maxLength={300} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
