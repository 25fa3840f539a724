import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages } from "../../contract/console/admin.ts";
import type { SourceLink } from "../../contract/legal-content/legal-review.ts";
import { errorMessage } from "../lib/api-client.ts";
import { useAdminApi } from "./use-admin-data.ts";
import { useApiForm, type ApiForm, type FieldErrors } from "./use-api-form.ts";

/** What every legal item's draft has: the required review date and the official sources. */
export interface ReviewedDraft {
  reviewed: string;
  sources: SourceLink[];
}

export interface LegalItemForm<D extends ReviewedDraft, T> {
  /** The form's useId(): a field's id is `${id}-${field}`. */
  id: string;
  form: ApiForm<D>;
  /** The tab's list, where a save and Cancel go. */
  back: string;
  preview: T | null;
  previewError: string | null;
  showPreview: () => Promise<void>;
}

interface LegalItemFormOptions<D extends ReviewedDraft, P, T> {
  initial: () => D;
  /** The server's rules, checked before sending so the editor sees them under the fields at once. */
  validate: (draft: D) => FieldErrors<D>;
  /** What the server is sent, for a save and for a preview alike. */
  body: (draft: D) => unknown;
  /** PATCH here saves (its answer is not read); POST to its `/preview` renders the draft as the site would. */
  savePath: string;
  /** Takes the item from the preview's answer, typed `P` by the contract. */
  pick: (answer: P) => T;
  /** Where a save returns to (the tab's list). */
  back: string;
}

/**
 * The state of a legal item's form (guide answer, licence row, service lists; issue 20): the draft
 * saved with PATCH, then back to the list, and its preview as the server renders it.
 */
export function useLegalItemForm<D extends ReviewedDraft, P, T>(
  options: LegalItemFormOptions<D, P, T>,
): LegalItemForm<D, T> {
  const call = useAdminApi();
  const navigate = useNavigate();
  const id = useId();
  const form = useApiForm<D>({
    initial: options.initial,
    validate: options.validate,
    fieldId: (field) => `${id}-${field}`,
    submit: async (draft) => {
      await call<unknown>(options.savePath, {
        method: "PATCH",
        json: options.body(draft),
        fallbackMessage: adminMessages.saveFailed,
      });
      navigate(options.back);
    },
    fallback: adminMessages.saveFailed,
  });
  const preview = usePreview(async () =>
    options.pick(
      await call<P>(`${options.savePath}/preview`, {
        json: options.body(form.values),
        fallbackMessage: adminMessages.saveFailed,
      }),
    ),
  );
  return { id, form, back: options.back, ...preview };
}

/** A legal item's preview as the server renders it: `load` asks for it; a refusal shows its sentence instead. */
function usePreview<T>(load: () => Promise<T>) {
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
