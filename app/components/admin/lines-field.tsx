import { Field } from "../ui/text-field.tsx";

/** The non-blank lines of a textarea, trimmed: how a list is typed in the console. */
export const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A list edited as a textarea, one item per line. */
export function LinesField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  disabled,
  lang,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  /** The language typed in, when not the console's English (a translation). */
  lang?: string | undefined;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={8}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
