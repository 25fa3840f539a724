import { useNavigate } from "react-router";
import type { LegalItemForm, ReviewedDraft } from "../../hooks/use-legal-item-form.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { SourceFields } from "./source-fields.tsx";

/** The end of every legal item's form: the required review date, the sources, Save / Preview / Cancel. */
export function ReviewAndActions<D extends ReviewedDraft, T>({
  item,
  reviewHint,
  saveLabel,
}: {
  item: LegalItemForm<D, T>;
  reviewHint: string;
  saveLabel: string;
}) {
  const navigate = useNavigate();
  const { id, form } = item;
  const { values, errors, busy } = form;
  return (
    <>
      <TextField
        id={`${id}-reviewed`}
        label="Last reviewed"
        type="date"
        required
        hint={reviewHint}
        value={values.reviewed}
        onChange={(event) => form.update("reviewed", event.target.value as D["reviewed"])}
        error={errors.reviewed}
        disabled={busy}
        className="sm:w-64"
      />
      <SourceFields
        id={`${id}-sources`}
        sources={values.sources}
        onChange={(sources) => form.update("sources", sources as D["sources"])}
        error={errors.sources}
        disabled={busy}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving..." : saveLabel}
        </Button>
        <Button variant="outline" size="lg" onClick={() => void item.showPreview()} disabled={busy}>
          Preview
        </Button>
        <Button variant="ghost" size="lg" onClick={() => navigate(item.back)} disabled={busy}>
          Cancel
        </Button>
      </div>
      {item.previewError ? (
        <p role="alert" className="text-danger">
          {item.previewError}
        </p>
      ) : null}
    </>
  );
}
