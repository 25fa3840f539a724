import { useState } from "react";
import type { Done } from "../../../contract/console/admin.ts";
import { adminMessages } from "../../../contract/console/admin.ts";
import { formatDateTime } from "../../../contract/shared/format.ts";
import { redirectPaths, type RedirectList } from "../../../contract/console/redirects.ts";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { RemovableList } from "../../components/admin/removable-list.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";

const fieldIds = { from: "redirect-from", to: "redirect-to" } as const;

/**
 * The redirect list (owners, decision 108): an old address answers 301 with the new one on every
 * instance. The server refuses loops, a redirect to itself and the console's own addresses.
 */
export default function AdminRedirects() {
  const data = useAdminData<RedirectList>(redirectPaths.redirects);
  const call = useAdminApi();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useApiForm({
    initial: { from: "", to: "" },
    validate: ({ from, to }) => ({
      ...(from.trim() ? {} : { from: "Enter the old address." }),
      ...(to.trim() ? {} : { to: "Enter the new address." }),
    }),
    fieldId: (field) => fieldIds[field],
    submit: async (values) => {
      setNotice(null);
      const answer = await call<Done>(redirectPaths.redirects, {
        json: values,
        fallbackMessage: adminMessages.saveFailed,
      });
      setNotice(answer.message);
      form.setValues({ from: "", to: "" });
      data.reload();
    },
    fallback: adminMessages.saveFailed,
  });

  return (
    <section>
      <PanelHeader
        title="Redirects"
        note="Old addresses (say, from the firm's previous site) that send visitors and search engines to a new one, permanently (301)."
      />
      <form
        onSubmit={form.onSubmit}
        noValidate
        className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start"
      >
        <TextField
          id={fieldIds.from}
          label="Old address"
          className="sm:w-72"
          placeholder="/old-page.html"
          value={form.values.from}
          error={form.errors.from}
          hint="A path on this site, starting with /"
          onChange={(e) => form.update("from", e.target.value)}
        />
        <TextField
          id={fieldIds.to}
          label="New address"
          className="sm:w-80"
          placeholder="/about"
          value={form.values.to}
          error={form.errors.to}
          hint="A path here, or a full https:// URL"
          onChange={(e) => form.update("to", e.target.value)}
        />
        <Button type="submit" className="sm:mt-7" disabled={form.busy}>
          {form.busy ? "Adding..." : "Add redirect"}
        </Button>
      </form>
      {form.banner ? (
        <p role="alert" className="mb-4 text-danger">
          {form.banner}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mb-4 text-success">
          {notice}
        </p>
      ) : null}
      <RemovableList
        data={data}
        empty="No redirects."
        rows={({ redirects }) =>
          redirects.map((redirect) => ({
            key: redirect.id,
            testId: "admin-redirect",
            title: (
              <p className="font-semibold break-words">
                {redirect.from} → {redirect.to}
              </p>
            ),
            meta: `Added ${formatDateTime(redirect.createdAt)}${redirect.createdBy ? ` by ${redirect.createdBy}` : ""}`,
            remove: {
              path: redirectPaths.redirect(redirect.id),
              label: "Delete",
              ariaLabel: `Delete the redirect from ${redirect.from}`,
              title: "Delete this redirect?",
              confirmLabel: "Delete redirect",
              text: `${redirect.from} stops sending visitors to ${redirect.to}.`,
            },
          }))
        }
      />
    </section>
  );
}
