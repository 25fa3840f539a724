import { useState } from "react";
import { contentPaths, type ContentVersion } from "../../../../contract/console/content.ts";
import type { Language } from "../../../../contract/shared/language.ts";
import { formatDateTime } from "../../../../contract/shared/format.ts";
import { useAdminApi, useAdminData } from "../../../hooks/use-admin-data.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { ListState } from "../list-state.tsx";
import { contentDiff, type ContentChange } from "./content-diff.ts";
import type { FieldSchema } from "./json-schema.ts";

interface Props {
  contentKey: string;
  /** Whose history: the English document's or its Hindi version's (decision 124). */
  language: Language;
  schema: FieldSchema;
  published: unknown;
  /** Something was published: the page reloads the document and this list. */
  restored: (message: string) => void;
  refresh: number;
}

/** Every published version with who and when; its changes against the page as it is now; Restore, or restore the default. */
export function ContentHistory({ contentKey, language, schema, published, restored, refresh }: Props) {
  const call = useAdminApi();
  const { state, reload } = useAdminData<{ versions: ContentVersion[] }>(
    `${contentPaths.versions(contentKey, language)}${language === "en" ? "?" : "&"}r=${refresh}`,
  );
  const [shown, setShown] = useState<{ version: number; changes: ContentChange[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function show(version: number) {
    const { document } = await call<{ document: unknown }>(contentPaths.version(contentKey, version, language), {
      fallbackMessage: "Failed to load the version.",
    });
    setShown({ version, changes: contentDiff(schema, published, document) });
  }
  async function restore(body: { version: number } | { default: true }) {
    setError(null);
    try {
      const answer = await call<{ message: string }>(contentPaths.revert(contentKey, language), {
        method: "POST",
        json: body,
        fallbackMessage: "Failed to restore. Please try again.",
      });
      setShown(null);
      reload();
      restored(answer.message);
    } catch (err) {
      setError(errorMessage(err, "Failed to restore. Please try again."));
    }
  }

  return (
    <section aria-labelledby="content-history-title" className="mt-10">
      <h3 id="content-history-title" className="mb-3 text-lg font-bold">
        Published versions
      </h3>
      {error ? (
        <p role="alert" className="mb-3 text-danger">
          {error}
        </p>
      ) : null}
      <ListState
        state={state}
        reload={reload}
        empty="Not published yet: the page shows the site's default text."
        isEmpty={(d) => d.versions.length === 0}
      >
        {({ versions }) => (
          <ol className="divide-y divide-line rounded-card border border-line">
            {versions.map((v, i) => (
              <li key={v.version} className="p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p>
                    <strong>Version {v.version}</strong>
                    {i === 0 ? " (live)" : ""} · {formatDateTime(v.at)} by {v.by} · from{" "}
                    {v.source === "draft" ? "a draft" : v.source}
                  </p>
                  <div className="flex gap-2">
                    {i > 0 ? (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Show changes of version ${v.version}`}
                          onClick={() => void show(v.version)}
                        >
                          Show changes
                        </Button>
                        <Button variant="outline" size="sm" onClick={() => void restore({ version: v.version })}>
                          Restore version {v.version}
                        </Button>
                      </>
                    ) : null}
                  </div>
                </div>
                {shown?.version === v.version ? <ChangeList changes={shown.changes} /> : null}
              </li>
            ))}
          </ol>
        )}
      </ListState>
      <Button className="mt-4" variant="ghost" size="sm" onClick={() => void restore({ default: true })}>
        Restore the site's default text
      </Button>
    </section>
  );
}

function ChangeList({ changes }: { changes: ContentChange[] }) {
  if (changes.length === 0) return <p className="mt-2 text-muted">Same as the live page.</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <p className="mb-2 text-sm text-muted">Restoring it would change:</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="p-2">
              Field
            </th>
            <th scope="col" className="p-2">
              Live now
            </th>
            <th scope="col" className="p-2">
              In this version
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.where} className="border-t border-line align-top">
              <td className="p-2 font-semibold">{c.where}</td>
              <td className="p-2">
                <del>{c.before ?? "(none)"}</del>
              </td>
              <td className="p-2">
                <ins>{c.after ?? "(none)"}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
