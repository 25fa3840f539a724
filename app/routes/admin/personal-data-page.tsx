import { useId, useState } from "react";
import {
  privacyMessages,
  privacyPaths,
  dataSubjectFrom,
  type ErasureAnswer,
  type PersonalData,
} from "../../../contract/console/privacy.ts";
import { ConfirmButton } from "../../components/admin/confirm-button.tsx";
import { FileDownload } from "../../components/admin/file-download.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { PersonalDataSections } from "../../components/admin/personal-data-sections.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";

/** What is stored about one person, once the search names one. */
function Findings({ q, onErased }: { q: string; onErased: (answer: ErasureAnswer) => void }) {
  const call = useAdminApi();
  const { state, reload } = useAdminData<PersonalData>(`${privacyPaths.find}?q=${encodeURIComponent(q)}`);
  const [error, setError] = useState<string | null>(null);
  return (
    <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
      {(data) => {
        const total = data.sections.reduce((sum, s) => sum + s.records.length, 0);
        const who = data.subject.email ?? `+91 ${data.subject.mobile}`;
        return (
          <div className="space-y-6">
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold" role="status">
                {total === 0
                  ? `Nothing is stored about ${who}.`
                  : `${total} record${total === 1 ? "" : "s"} about ${who}.`}
              </p>
              {total > 0 ? (
                <>
                  <FileDownload
                    url={`${privacyPaths.export}?q=${encodeURIComponent(q)}`}
                    label="Download as JSON"
                    fallbackName="personal-data.json"
                  />
                  <ConfirmButton
                    label="Erase"
                    ariaLabel={`Erase everything about ${who}`}
                    title={`Erase everything about ${who}?`}
                    confirmLabel="Erase"
                    onConfirm={async () => {
                      setError(null);
                      try {
                        onErased(
                          await call<ErasureAnswer>(privacyPaths.erase, {
                            json: { q },
                            fallbackMessage: privacyMessages.invalidSubject,
                          }),
                        );
                        reload();
                      } catch (err) {
                        setError(errorMessage(err, privacyMessages.invalidSubject));
                      }
                    }}
                  >
                    The records listed here are deleted and cannot be recovered.{" "}
                    {data.sections
                      .filter((s) => s.keeps && s.records.length > 0)
                      .map((s) => s.keeps)
                      .join(" ")}
                  </ConfirmButton>
                </>
              ) : null}
            </div>
            {error ? (
              <p role="alert" className="text-danger">
                {error}
              </p>
            ) : null}
            <PersonalDataSections sections={data.sections} />
          </div>
        );
      }}
    </ListState>
  );
}

/**
 * Data requests (decision 015): find everything stored about an e-mail address or mobile, hand it
 * over as a JSON file, or erase it. Orders keep their invoice data, and the page says so.
 */
export default function AdminPersonalData() {
  const [q, setQ] = useState<string | null>(null);
  const [erased, setErased] = useState<ErasureAnswer | null>(null);
  const fieldId = useId();
  // Finding is a read shown below the form, so the form's submit only names who to look for.
  const form = useApiForm({
    initial: { q: "" },
    validate: (values) => (dataSubjectFrom(values.q) ? {} : { q: privacyMessages.invalidSubject }),
    fieldId: () => fieldId,
    fallback: privacyMessages.invalidSubject,
    async submit(values) {
      setErased(null);
      setQ(values.q.trim());
    },
  });

  return (
    <section>
      <PanelHeader
        title="Data requests"
        note="When someone asks what we hold about them, or asks us to erase it: search by their e-mail address or mobile, download it for them, or erase it. Exports and erasures are recorded in Activity."
      />
      <form onSubmit={form.onSubmit} noValidate className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          id={fieldId}
          label="E-mail address or mobile"
          value={form.values.q}
          onChange={(e) => form.update("q", e.target.value)}
          error={form.errors.q}
          maxLength={254}
          className="w-full sm:w-96"
        />
        <Button type="submit" className="sm:mt-6">
          Find
        </Button>
      </form>
      {erased ? (
        <div role="status" className="mb-6 rounded-card border border-success bg-success-soft p-4">
          <p className="font-semibold">{erased.message}</p>
          <p className="text-sm text-ink">{erased.erased.map((e) => `${e.label}: ${e.count}`).join(" · ")}</p>
        </div>
      ) : null}
      {q ? <Findings key={q} q={q} onErased={setErased} /> : null}
    </section>
  );
}
