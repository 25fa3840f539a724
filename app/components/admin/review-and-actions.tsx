import { useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages } from "../../../contract/admin.ts";
import type { SourceLink } from "../../../contract/legal-review.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { SourceFields } from "./source-fields.tsx";

/**
 * A legal item's preview as the server renders it: `load` asks for it; a refusal shows its
 * sentence instead of the preview. Shared by the guide-answer, licence-row and service-list forms.
 */
export function usePreview<T>(load: () => Promise<T>) {
  const [preview, setPreview] = useState<T | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  async function showPreview() {
    setPreviewError(null);
    try {
      setPreview(await load());
    } catch (err) {
      setPreview(null);
      setPreviewError(errorMessage(err, adminMessages.saveFailed));
    }
  }
  return { preview, previewError, showPreview };
}

interface ReviewAndActionsProps {
  /** The form's useId(): the fields' ids are `${id}-reviewed` and `${id}-sources`. */
  id: string;
  reviewed: string;
  sources: SourceLink[];
  errors: { reviewed?: string | undefined; sources?: string | undefined };
  onReviewed: (reviewed: string) => void;
  onSources: (sources: SourceLink[]) => void;
  reviewHint: string;
  saveLabel: string;
  /** Where Cancel goes (the tab's list). */
  cancelTo: string;
  busy: boolean;
  onPreview: () => void;
  previewError: string | null;
}

/** The end of every legal item's form: the required review date, the sources, Save / Preview / Cancel. */
export function ReviewAndActions(props: ReviewAndActionsProps) {
  const navigate = useNavigate();
  const { id, busy } = props;
  return (
    <>
      <TextField
        id={`${id}-reviewed`}
        label="Last reviewed"
        type="date"
        required
        hint={props.reviewHint}
        value={props.reviewed}
        onChange={(event) => props.onReviewed(event.target.value)}
        error={props.errors.reviewed}
        disabled={busy}
        className="sm:w-64"
      />
      <SourceFields
        id={`${id}-sources`}
        sources={props.sources}
        onChange={props.onSources}
        error={props.errors.sources}
        disabled={busy}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving..." : props.saveLabel}
        </Button>
        <Button variant="outline" size="lg" onClick={props.onPreview} disabled={busy}>
          Preview
        </Button>
        <Button variant="ghost" size="lg" onClick={() => navigate(props.cancelTo)} disabled={busy}>
          Cancel
        </Button>
      </div>
      {props.previewError ? (
        <p role="alert" className="text-danger">
          {props.previewError}
        </p>
      ) : null}
    </>
  );
}
