import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import {
  contentMessages,
  contentPaths,
  hindiQuery,
  type ContentView,
  type TranslatedContentSummary,
  type TranslatedContentView,
} from "../../../contract/console/content.ts";
import { formatDate, formatDateTime } from "../../../contract/shared/format.ts";
import type { Language } from "../../../contract/shared/language.ts";
import { ContentHistory } from "../../components/admin/content-form/content-history.tsx";
import { ContentPreview } from "../../components/admin/content-form/content-preview.tsx";
import { labelOf, type FieldSchema, type Json } from "../../components/admin/content-form/json-schema.ts";
import { fieldIdOf, SchemaField } from "../../components/admin/content-form/schema-field.tsx";
import { ErrorBanner } from "../../components/admin/error-banner.tsx";
import { ListState } from "../../components/admin/list-state.tsx";
import { PanelHeader } from "../../components/admin/panel-header.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAdminApi, useAdminData } from "../../hooks/use-admin-data.ts";
import { useApiForm } from "../../hooks/use-api-form.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";

/**
 * One page's content document: its form drawn from the schema, Save draft, Preview, Publish and its
 * history (issue 28). A document with a Hindi version has two tabs, English and हिन्दी, each the
 * same editor on its own draft, versions and publish (`?lang=hi`, decision 124).
 */
export default function AdminContentEdit() {
  const { key = "" } = useParams();
  const [search] = useSearchParams();
  const language: Language = search.get("lang") === "hi" ? "hi" : "en";
  const { state, reload } = useAdminData<ContentView>(contentPaths.document(key, language));
  // Which documents have a Hindi version (and whether it needs review) is the server's to say.
  const translated = useAdminData<{ documents: TranslatedContentSummary[] }>(`${contentPaths.list}${hindiQuery}`);
  const hindi =
    translated.state.status === "ready" ? translated.state.data.documents.find((doc) => doc.key === key) : undefined;
  return (
    <section>
      <p className="mb-4">
        <Link to="/admin/content">All pages</Link>
      </p>
      {hindi ? <LanguageTabs contentKey={key} language={language} hindiNeedsReview={hindi.needsReview} /> : null}
      <ListState state={state} reload={reload} empty="" isEmpty={() => false}>
        {(view) => (
          <ContentEditor
            key={`${language}${view.draftSavedAt ?? ""}${JSON.stringify(view.published).length}`}
            view={view}
            language={language}
            reload={() => {
              reload();
              translated.reload();
            }}
            // A publish in either language may set or clear the Hindi's review mark on the tab.
            published={translated.reload}
          />
        )}
      </ListState>
    </section>
  );
}

/** English | हिन्दी: links, so each language has its own address (and the back button works). */
function LanguageTabs({
  contentKey,
  language,
  hindiNeedsReview,
}: {
  contentKey: string;
  language: Language;
  hindiNeedsReview: boolean;
}) {
  const tab = (to: Language, label: React.ReactNode) => (
    <Link
      to={`/admin/content/${encodeURIComponent(contentKey)}${to === "hi" ? "?lang=hi" : ""}`}
      aria-current={language === to ? "page" : undefined}
      className={`rounded-t-md border border-b-0 px-4 py-2 font-semibold no-underline ${
        language === to ? "border-line bg-white text-ink" : "border-transparent text-muted"
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Language of this page" className="mb-4 flex gap-1 border-b border-line">
      {tab("en", "English")}
      {tab(
        "hi",
        <>
          <span lang="hi">हिन्दी</span>
          {hindiNeedsReview ? <span className="ml-2 text-sm text-danger">needs review</span> : null}
        </>,
      )}
    </nav>
  );
}

type Doc = Record<string, Json>;

function ContentEditor({
  view,
  language,
  reload,
  published,
}: {
  view: ContentView;
  language: Language;
  reload: () => void;
  published: () => void;
}) {
  const call = useAdminApi();
  const schema = view.schema as FieldSchema;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [history, setHistory] = useState(0);
  const [hasDraft, setHasDraft] = useState(view.draft !== null);
  const [reviewed, setReviewed] = useState(false);
  const translation = language === "hi" ? (view as TranslatedContentView) : null;

  const form = useApiForm<Doc>({
    initial: () => structuredClone((view.draft ?? view.published) as Doc),
    fallback: "Failed to save. Please try again.",
    submit: async (document) => {
      await save(document);
      setNotice(contentMessages.saved);
    },
    onFailure: (message, err) => failed(message, err),
  });

  async function save(document: Doc) {
    setFieldErrors({});
    await call(contentPaths.document(view.key, language), {
      method: "PUT",
      json: document,
      fallbackMessage: "Failed to save. Please try again.",
    });
    setHasDraft(true);
  }
  function failed(message: string, err: unknown) {
    setNotice(null);
    form.setBanner(message);
    if (err instanceof ApiError) {
      setFieldErrors(err.fields);
      const first = Object.keys(err.fields)[0];
      if (first) document.getElementById(fieldIdOf(first.split(".")))?.focus();
    }
  }
  async function act(run: () => Promise<string | void>) {
    form.setBanner(null);
    try {
      const message = await run();
      if (message) setNotice(message);
    } catch (err) {
      failed(errorMessage(err, "Failed to save. Please try again."), err);
    }
  }

  const preview = () =>
    act(async () => {
      await save(form.values);
      const { url } = await call<{ url: string }>(contentPaths.preview(view.key, language), {
        method: "POST",
        fallbackMessage: "Failed to open the preview.",
      });
      setPreviewUrl(`${url}&t=${Date.now()}`);
      return "Draft saved. The preview shows it; visitors still see the published page.";
    });
  const publish = () =>
    act(async () => {
      await save(form.values);
      const answer = await call<{ message: string }>(contentPaths.publish(view.key, language), {
        method: "POST",
        fallbackMessage: "Failed to publish. Please try again.",
      });
      setHasDraft(false);
      setPreviewUrl(null);
      setHistory((n) => n + 1);
      if (language === "hi") setReviewed(true);
      published();
      return answer.message;
    });
  const discard = () =>
    act(async () => {
      await call(contentPaths.discard(view.key, language), {
        method: "DELETE",
        fallbackMessage: "Failed to discard the draft.",
      });
      reload();
    });

  return (
    <>
      <PanelHeader
        title={language === "hi" ? `${view.title} (हिन्दी)` : view.title}
        note={
          hasDraft
            ? `A draft is waiting${view.draftSavedAt ? ` (saved ${formatDateTime(view.draftSavedAt)} by ${view.draftSavedBy})` : ""}: visitors see the published page until you publish.`
            : "Visitors see this text now. Your changes stay a draft until you publish them."
        }
      >
        <a href={view.path} target="_blank" rel="noreferrer">
          Open the live page
        </a>
      </PanelHeader>
      {notice ? (
        <p role="status" className="mb-4 font-semibold text-success">
          {notice}
        </p>
      ) : null}
      {translation?.needsReview && !reviewed && translation.englishPublishedAt ? (
        <p
          role="note"
          className="mb-4 rounded-card border border-accent bg-accent-soft p-4 font-semibold text-accent-ink"
        >
          English changed on {formatDate(translation.englishPublishedAt) ?? translation.englishPublishedAt}: review the
          Hindi. It stays as published until you publish it again.
        </p>
      ) : null}
      <ErrorBanner message={form.banner} />
      {previewUrl ? <ContentPreview url={previewUrl} onClose={() => setPreviewUrl(null)} /> : null}
      <form onSubmit={form.onSubmit} noValidate className="grid gap-6">
        {Object.entries(schema.properties ?? {}).map(([name, child]) => (
          <Section
            key={name}
            title={labelOf(child, name)}
            folds={child["x-kind"] === "group" || child["x-kind"] === "list"}
            flagged={Object.keys(fieldErrors).some((path) => path.split(".")[0] === name)}
          >
            <SchemaField
              key={name}
              schema={child}
              name={name}
              path={[name]}
              value={form.values[name]}
              errors={fieldErrors}
              optional={!schema.required?.includes(name)}
              onChange={(next) =>
                form.setValues((current) => {
                  const copy = { ...current };
                  if (next === undefined) delete copy[name];
                  else copy[name] = next;
                  return copy;
                })
              }
            />
          </Section>
        ))}
        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-line bg-white py-4">
          <Button type="submit" disabled={form.busy}>
            {form.busy ? "Saving..." : "Save draft"}
          </Button>
          <Button variant="outline" onClick={() => void preview()}>
            Preview
          </Button>
          <Button variant="accent" onClick={() => void publish()}>
            Publish
          </Button>
          {hasDraft ? (
            <Button variant="ghost" onClick={() => void discard()}>
              Discard draft
            </Button>
          ) : null}
        </div>
      </form>
      <ContentHistory
        contentKey={view.key}
        language={language}
        schema={schema}
        published={view.published}
        refresh={history}
        restored={(message) => {
          setNotice(message);
          reload();
        }}
      />
    </>
  );
}

/**
 * A top-level part of the document, folded so a long page (the home page has hundreds of fields)
 * opens as a short list of its sections; one with a refused field opens itself.
 */
function Section({
  title,
  folds,
  flagged,
  children,
}: {
  title: string;
  /** Groups and lists fold; a single field stands as it is. */
  folds: boolean;
  flagged: boolean;
  children: React.ReactNode;
}) {
  if (!folds) return <>{children}</>;
  return (
    <details open={flagged || undefined} className="rounded-card border border-line">
      <summary className="cursor-pointer p-4 text-lg font-semibold">
        {title}
        {flagged ? <span className="ml-2 text-sm text-danger">needs attention</span> : null}
      </summary>
      <div className="p-4 pt-0">{children}</div>
    </details>
  );
}
