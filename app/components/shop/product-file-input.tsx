import { downloadMessages } from "../../../contract/shop/downloads.ts";
import { Field } from "../ui/text-field.tsx";

/** The accept list of the file picker; the server checks the content itself. */
const ACCEPT =
  ".pdf,.docx,.xlsx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The optional downloadable file of a product (issue 16): what buyers get once they have paid. */
export function ProductFileInput({
  id,
  onChange,
  error,
}: {
  id: string;
  onChange: (file: File | null) => void;
  error?: string | null;
}) {
  return (
    <Field id={id} label={downloadMessages.fileLabel} hint={downloadMessages.fileHint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          name="file"
          accept={ACCEPT}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      )}
    </Field>
  );
}

/** The upload as a multipart body with the one field the server reads. */
export function productFileForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}
