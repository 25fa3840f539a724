import { useState } from "react";
import {
  adminMessages,
  adminPaths,
  editorRoles,
  type Done,
  type EditorList,
  type EditorRole,
} from "../../../contract/console/admin.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { formatDateTime, formatMobile } from "../../../contract/shared/format.ts";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { useAdminApi, useAdminContext, useAdminData } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { onDemand } from "../../lib/on-demand.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

/** The mobile number's rule (zod, with the contract's schema), loaded on the form's first focus (decision 068). */
const authRules = onDemand(() => import("../../../contract/api/auth.schema.ts"));

const mobileId = "editor-mobile";

const roleNames: Record<EditorRole, string> = {
  owner: "Owner: everything, including staff, data requests and the brand",
  editor: "Editor: pages, posts, products, orders and enquiries",
  author: "Author: their own posts, as drafts an editor publishes",
};

/** Who may log in and publish: add a mobile, or remove one (its sessions end at once). */
export default function AdminEditors() {
  const { mobile: me } = useAdminContext();
  const { state, reload } = useAdminData<EditorList>(adminPaths.editors);
  const call = useAdminApi();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useApiForm({
    initial: { mobile: "", role: "editor" as EditorRole },
    // Without the rule (it could not load), the server checks the same one and its sentence shows.
    validate: async ({ mobile }) => {
      const parsed = (await authRules.load())?.mobileSchema.safeParse(mobile);
      return parsed && !parsed.success ? { mobile: parsed.error.issues[0]?.message ?? adminMessages.saveFailed } : {};
    },
    fieldId: () => mobileId,
    submit: async ({ mobile, role }) => {
      setNotice(null);
      const answer = await call<Done>(adminPaths.editors, {
        json: { mobile, role },
        fallbackMessage: adminMessages.saveFailed,
      });
      setNotice({ ok: true, text: answer.message });
      form.setValues({ mobile: "", role: "editor" });
      reload();
    },
    fallback: adminMessages.saveFailed,
    onFailure: (message) => setNotice({ ok: false, text: message }),
  });

  async function setRole(mobile: string, role: EditorRole) {
    setNotice(null);
    try {
      const answer = await call<Done>(adminPaths.editor(mobile), {
        method: "PATCH",
        json: { role },
        fallbackMessage: adminMessages.saveFailed,
      });
      setNotice({ ok: true, text: answer.message });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    }
    reload();
  }

  async function endSessions(mobile: string) {
    setNotice(null);
    try {
      const answer = await call<Done>(adminPaths.editorSessions(mobile), {
        method: "DELETE",
        fallbackMessage: adminMessages.saveFailed,
      });
      setNotice({ ok: true, text: answer.message });
      reload();
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    }
  }

  return (
    <section>
      <PanelHeader
        title="Editors"
        note="Mobiles that can log in with an OTP, publish and use this console. Owners also manage staff, data requests, the brand and the contact details."
      />
      <form
        onSubmit={form.onSubmit}
        onFocus={authRules.preload}
        noValidate
        className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start"
      >
        <TextField
          id={mobileId}
          label="Mobile number to add"
          className="sm:w-72"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={form.values.mobile}
          error={form.errors.mobile}
          hint="10 digits, without +91"
          onChange={(e) => form.update("mobile", e.target.value.replace(/\D/g, "").slice(0, 10))}
        />
        <div>
          <label htmlFor="editor-role" className="mb-1 block text-sm font-semibold text-ink">
            Role
          </label>
          <select
            id="editor-role"
            className="rounded-lg border border-line bg-white px-3 py-2"
            value={form.values.role}
            onChange={(e) => form.update("role", e.target.value as EditorRole)}
          >
            {editorRoles.map((role) => (
              <option key={role} value={role}>
                {roleNames[role]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="sm:mt-7" disabled={form.busy}>
          {form.busy ? "Adding..." : "Add editor"}
        </Button>
      </form>
      {notice ? (
        <p role={notice.ok ? "status" : "alert"} className={`mb-4 ${notice.ok ? "text-success" : "text-danger"}`}>
          {notice.text}
        </p>
      ) : null}
      <ListState state={state} reload={reload} empty="No editors." isEmpty={(d) => d.editors.length === 0}>
        {({ editors }) => (
          <ul className="divide-y divide-line rounded-card border border-line bg-white shadow-card">
            {editors.map((editor) => (
              <li key={editor.mobile} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">
                    +91 {formatMobile(editor.mobile)}
                    {editor.mobile === me ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
                  </p>
                  <p className="text-xs text-muted">
                    Added {formatDateTime(editor.created_at)} · {editor.activeSessions} active{" "}
                    {editor.activeSessions === 1 ? "session" : "sessions"}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`role-${editor.mobile}`} className="sr-only">
                    Role of +91 {formatMobile(editor.mobile)}
                  </label>
                  <select
                    id={`role-${editor.mobile}`}
                    className="rounded-lg border border-line bg-white px-3 py-2 text-sm"
                    value={editor.role}
                    onChange={(e) => void setRole(editor.mobile, e.target.value as EditorRole)}
                  >
                    {editorRoles.map((role) => (
                      <option key={role} value={role}>
                        {roleNames[role]}
                      </option>
                    ))}
                  </select>
                  {editor.activeSessions > (editor.mobile === me ? 1 : 0) ? (
                    <ConfirmButton
                      label={editor.mobile === me ? "Sign out my other sessions" : "Sign out everywhere"}
                      ariaLabel={`End the other sessions of ${formatMobile(editor.mobile)}`}
                      title="End these sessions?"
                      confirmLabel="Sign out"
                      onConfirm={() => endSessions(editor.mobile)}
                    >
                      Every browser signed in as +91 {formatMobile(editor.mobile)}
                      {editor.mobile === me ? ", except this one," : ""} is signed out at once. Use it for a lost phone
                      or laptop.
                    </ConfirmButton>
                  ) : null}
                  {editor.mobile === me ? null : (
                    <ConfirmButton
                      label="Remove"
                      ariaLabel={`Remove editor ${formatMobile(editor.mobile)}`}
                      title="Remove this editor?"
                      confirmLabel="Remove editor"
                      onConfirm={async () => {
                        setNotice(null);
                        try {
                          const answer = await call<Done>(adminPaths.editor(editor.mobile), {
                            method: "DELETE",
                            fallbackMessage: adminMessages.saveFailed,
                          });
                          setNotice({ ok: true, text: answer.message });
                          reload();
                        } catch (err) {
                          setNotice({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
                        }
                      }}
                    >
                      +91 {formatMobile(editor.mobile)} can no longer log in or publish, and is signed out everywhere at
                      once.
                    </ConfirmButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
