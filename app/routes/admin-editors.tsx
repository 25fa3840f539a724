import { useState } from "react";
import { adminMessages, adminPaths, type Done, type EditorList } from "../../contract/admin.ts";
import { ConfirmButton } from "../components/admin/confirm-button.tsx";
import { formatDateTime, formatMobile } from "../../contract/format.ts";
import { ListState } from "../components/admin/list-state.tsx";
import { PanelHeader } from "../components/admin/panel-header.tsx";
import { useAdminApi, useAdminContext, useAdminData } from "../components/admin/use-admin-data.ts";
import { errorMessage } from "../lib/api-client.ts";
import { onDemand } from "../lib/on-demand.ts";
import { Button } from "../components/ui/button.tsx";
import { TextField } from "../components/ui/text-field.tsx";

/** The mobile number's rule (zod, with the contract's schema), loaded on the form's first focus (decision 068). */
const authRules = onDemand(() => import("../../contract/auth.schema.ts"));

/** Who may log in and publish: add a mobile, or remove one (its sessions end at once). */
export default function AdminEditors() {
  const { mobile: me } = useAdminContext();
  const { state, reload } = useAdminData<EditorList>(adminPaths.editors);
  const call = useAdminApi();
  const [mobile, setMobile] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    // Without the rule (it could not load), the server checks the same one and its sentence shows.
    const rules = await authRules.load();
    const parsed = rules?.mobileSchema.safeParse(mobile) ?? { success: true as const, data: mobile };
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? adminMessages.saveFailed);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await call<Done>(adminPaths.editors, {
        json: { mobile: parsed.data },
        fallbackMessage: adminMessages.saveFailed,
      });
      setNotice({ ok: true, text: answer.message });
      setMobile("");
      reload();
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err, adminMessages.saveFailed) });
    } finally {
      setBusy(false);
    }
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
      <PanelHeader title="Editors" note="Mobiles that can log in with an OTP, publish and use this console." />
      <form
        onSubmit={add}
        onFocus={authRules.preload}
        noValidate
        className="mb-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start"
      >
        <TextField
          label="Mobile number to add"
          className="sm:w-72"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={mobile}
          error={fieldError}
          hint="10 digits, without +91"
          onChange={(e) => {
            setMobile(e.target.value.replace(/\D/g, "").slice(0, 10));
            setFieldError(null);
          }}
        />
        <Button type="submit" className="sm:mt-7" disabled={busy}>
          {busy ? "Adding..." : "Add editor"}
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
                <div className="flex flex-wrap gap-2">
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
