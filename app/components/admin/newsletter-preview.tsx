import { useId, useState } from "react";
import { adminMessages, type Done } from "../../../contract/console/admin.ts";
import { newsletterMessages, newsletterPaths, type NewsletterPreview } from "../../../contract/console/newsletters.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ListState } from "./list-state.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";

/**
 * The e-mail as subscribers will get it (HTML in a sandboxed frame, and its plain-text part), and
 * a test copy to an address the editor types: editors sign in with a mobile, so the console does
 * not know their e-mail.
 */
export function NewsletterPreview({ id }: { id: number }) {
  const call = useAdminApi();
  const { state, reload } = useAdminData<NewsletterPreview>(newsletterPaths.preview(id));
  const [sent, setSent] = useState<string | null>(null);
  const emailId = useId();
  const form = useApiForm({
    initial: { email: "" },
    validate: ({ email }) => (email.trim() ? {} : { email: newsletterMessages.testAddressInvalid }),
    fieldId: () => emailId,
    fallback: adminMessages.saveFailed,
    async submit({ email }) {
      setSent(null);
      const answer = await call<Done>(newsletterPaths.test(id), {
        json: { email },
        fallbackMessage: adminMessages.saveFailed,
      });
      setSent(answer.message);
    },
  });

  return (
    <section aria-labelledby="newsletter-preview" className="space-y-4">
      <h3 id="newsletter-preview" className="text-xl font-bold">
        Preview
      </h3>
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {(preview) => (
          <div className="space-y-3">
            <p className="text-sm text-muted">
              Subject: <span className="font-semibold text-ink">{preview.subject}</span>
            </p>
            <iframe
              title="The newsletter e-mail"
              sandbox=""
              srcDoc={preview.html}
              className="h-[32rem] w-full rounded-card border border-line bg-white"
            />
            <details className="rounded-card border border-line bg-surface p-4">
              <summary className="cursor-pointer font-semibold">Plain-text part</summary>
              <pre className="mt-3 text-sm whitespace-pre-wrap">{preview.text}</pre>
            </details>
          </div>
        )}
      </ListState>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={emailId}
          label="Send a test to"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={form.values.email}
          onChange={(e) => form.update("email", e.target.value)}
          error={form.errors.email ?? form.banner}
          className="w-full sm:w-80"
        />
        <Button type="submit" variant="outline" disabled={form.busy} className="sm:mt-6">
          {form.busy ? "Sending..." : "Send test"}
        </Button>
      </form>
      {sent ? (
        <p role="status" className="text-success">
          {sent}
        </p>
      ) : null}
    </section>
  );
}
