import { adminMessages, type EnquiryAnswer } from "../../../../contract/console/admin.ts";
import { leadsPaths } from "../../../../contract/console/leads.ts";
import { useAdminApi } from "../../../hooks/use-admin-data.ts";
import { useApiForm } from "../../../hooks/use-api-form.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/text-field.tsx";
import { ErrorBanner } from "../error-banner.tsx";

/** Adds a staff note to an enquiry (kept with who and when; covered by data requests). */
export function EnquiryNoteForm({ id, onSaved }: { id: number; onSaved: () => void }) {
  const call = useAdminApi();
  const form = useApiForm<{ text: string }>({
    initial: { text: "" },
    fieldId: () => `enquiry-${id}-note`,
    submit: async ({ text }) => {
      await call<EnquiryAnswer>(leadsPaths.notes(id), { json: { text }, fallbackMessage: adminMessages.saveFailed });
      form.setValues({ text: "" });
      onSaved();
    },
    fallback: adminMessages.saveFailed,
  });
  return (
    <form onSubmit={form.onSubmit} className="space-y-2">
      <ErrorBanner message={form.banner} />
      <Field label="Add a note" id={`enquiry-${id}-note`} error={form.errors.text}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={2000}
            value={form.values.text}
            onChange={(e) => form.update("text", e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={form.busy}>
        {form.busy ? "Adding..." : "Add note"}
      </Button>
    </form>
  );
}
