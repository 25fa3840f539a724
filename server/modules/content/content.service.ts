import * as z from "zod/mini";
import {
  contentMessages as m,
  type ContentSummary,
  type ContentVersion,
  type ContentView,
  type TranslatedContentSummary,
  type TranslatedContentView,
  type TranslationState,
} from "../../../contract/console/content.ts";
import { contentKeys, contentPages, isContentKey, type ContentKey } from "../../../contract/content/documents.ts";
import { contentSchemas } from "../../../contract/content/documents.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { RecordChange } from "../../db/record-change.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { HttpError } from "../../http-error.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { ContentInForce } from "./content-in-force.ts";
import {
  deleteDraft,
  findDraft,
  findVersion,
  insertNextVersion,
  listDraftKeys,
  listNewestVersions,
  listVersions,
  newestPublishedAt,
  writeDraft,
} from "./content.repository.ts";
import { sanitizeRichText } from "./rich-text-fields.ts";
import { storageKeyOf } from "./document-language.ts";
import { translatableKeys, typedDefaultIn } from "../../../contract/content/hindi-documents.ts";
import { pathIn, type Language } from "../../../contract/shared/language.ts";

export interface ContentWrites {
  db: Db;
  inForce: ContentInForce;
  content: ContentEvents;
}

/** A known key, or 404 (the key comes from the URL). */
export function contentKeyOf(key: string): ContentKey {
  if (!isContentKey(key)) throw new HttpError(404, m.unknown);
  return key;
}

const jsonSchemas = new Map<ContentKey, Record<string, unknown>>();
/** A document's JSON Schema as the console draws its form from it (made once per process). */
export function jsonSchemaOf(key: ContentKey): Record<string, unknown> {
  let schema = jsonSchemas.get(key);
  if (!schema) {
    schema = z.toJSONSchema(contentSchemas[key], { io: "input" }) as Record<string, unknown>;
    jsonSchemas.set(key, schema);
  }
  return schema;
}

/**
 * A document checked against its schema, rich text sanitized; 400 with a message per field path
 * ("hero.slides.0.heading") when it breaks the schema.
 */
function checked(key: ContentKey, raw: unknown): unknown {
  const parsed = contentSchemas[key].safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "body"] ??= issue.message;
    throw new HttpError(400, m.invalid, fields);
  }
  return sanitizeRichText(jsonSchemaOf(key), parsed.data);
}

export async function listContent(db: Db): Promise<ContentSummary[]> {
  const [drafts, newest] = await Promise.all([listDraftKeys(db), listNewestVersions(db)]);
  const byKey = new Map(newest.map((version) => [version.key, version]));
  return contentKeys.map((key) => {
    const version = byKey.get(key);
    return {
      key,
      ...contentPages[key],
      draftPending: drafts.has(key),
      publishedAt: version?.publishedAt ?? null,
      publishedBy: version?.publishedBy ?? null,
      version: version?.version ?? null,
    };
  });
}

export async function viewContent(
  w: Pick<ContentWrites, "db" | "inForce">,
  key: ContentKey,
  language: Language = "en",
): Promise<ContentView> {
  const draft = await findDraft(w.db, storageKeyOf(key, language));
  return {
    key,
    ...contentPages[key],
    ...(language === "en" ? {} : { path: pathIn(language, contentPages[key].path) }),
    draft: draft?.document ?? null,
    draftSavedAt: draft?.savedAt ?? null,
    draftSavedBy: draft?.savedBy ?? null,
    published: w.inForce.get(key, language),
    typedDefault: typedDefaultIn(key, language),
    schema: jsonSchemaOf(key),
  };
}

/**
 * Whether the Hindi needs review: the English was published after the Hindi's last publish. A Hindi
 * never published is its typed default, written from the typed English, so any English publish
 * flags it too.
 */
function translationState(englishPublishedAt: string | null, hindiPublishedAt: string | null): TranslationState {
  return {
    language: "hi",
    englishPublishedAt,
    needsReview: englishPublishedAt !== null && (hindiPublishedAt === null || englishPublishedAt > hindiPublishedAt),
  };
}

/** GET …/content/{key}?lang=hi: the Hindi version as the English view answers it, with its review state. */
export async function viewTranslatedContent(
  w: Pick<ContentWrites, "db" | "inForce">,
  key: ContentKey,
): Promise<TranslatedContentView> {
  const [view, english, hindi] = await Promise.all([
    viewContent(w, key, "hi"),
    newestPublishedAt(w.db, storageKeyOf(key, "en")),
    newestPublishedAt(w.db, storageKeyOf(key, "hi")),
  ]);
  return { ...view, ...translationState(english, hindi) };
}

/** GET /api/admin/content?lang=hi: the documents that have a Hindi version, in Hindi. */
export async function listTranslatedContent(db: Db): Promise<TranslatedContentSummary[]> {
  const [drafts, newest] = await Promise.all([listDraftKeys(db), listNewestVersions(db)]);
  const byKey = new Map(newest.map((version) => [version.key, version]));
  return translatableKeys.map((key) => {
    const hindi = byKey.get(storageKeyOf(key, "hi"));
    const english = byKey.get(key);
    return {
      key,
      ...contentPages[key],
      path: pathIn("hi", contentPages[key].path),
      draftPending: drafts.has(storageKeyOf(key, "hi")),
      publishedAt: hindi?.publishedAt ?? null,
      publishedBy: hindi?.publishedBy ?? null,
      version: hindi?.version ?? null,
      ...translationState(english?.publishedAt ?? null, hindi?.publishedAt ?? null),
    };
  });
}

/** Keeps the whole document as the draft; nothing visitors see changes. */
export async function saveDraft(
  db: Db,
  key: ContentKey,
  raw: unknown,
  by: string,
  language: Language = "en",
  now = new Date(),
): Promise<void> {
  await writeDraft(db, storageKeyOf(key, language), checked(key, raw), by, now);
}

export async function discardDraft(db: Db, key: ContentKey, language: Language = "en"): Promise<void> {
  await deleteDraft(db, storageKeyOf(key, language));
}

/** The draft to preview: checked again, as a later release may have tightened the schema since it was saved. */
export async function draftForPreview(db: Db, key: ContentKey, language: Language = "en"): Promise<unknown> {
  const draft = await findDraft(db, storageKeyOf(key, language));
  return draft ? checked(key, draft.document) : null;
}

/** Publishes the draft as the next version, on every instance, and records it in the audit log. */
export async function publishDraft(
  w: ContentWrites,
  key: ContentKey,
  by: string,
  record: RecordChange,
  language: Language = "en",
): Promise<number> {
  const draft = await findDraft(w.db, storageKeyOf(key, language));
  if (!draft) throw new HttpError(409, m.noDraft);
  const document = checked(key, draft.document);
  return publish(w, key, language, document, "draft", by, record);
}

/** Publishes an older version, or the typed default, again as a new version. */
export async function revertContent(
  w: ContentWrites,
  key: ContentKey,
  body: unknown,
  by: string,
  record: RecordChange,
  language: Language = "en",
): Promise<{ version: number; what: string }> {
  const to = revertTarget(body);
  if (to === "default") {
    const version = await publish(w, key, language, typedDefaultIn(key, language), "default", by, record);
    return { version, what: "the default" };
  }
  const old = await findVersion(w.db, storageKeyOf(key, language), to);
  if (!old) throw new HttpError(404, m.noVersion);
  const document = checked(key, old.document);
  return { version: await publish(w, key, language, document, `version ${to}`, by, record), what: `version ${to}` };
}

function revertTarget(body: unknown): number | "default" {
  const value = (body ?? {}) as { version?: unknown; default?: unknown };
  if (value.default === true) return "default";
  if (typeof value.version === "number" && Number.isInteger(value.version) && value.version > 0) return value.version;
  throw new HttpError(400, m.revertBody);
}

async function publish(
  w: ContentWrites,
  key: ContentKey,
  language: Language,
  document: unknown,
  source: string,
  by: string,
  record: RecordChange,
): Promise<number> {
  const before = w.inForce.get(key, language);
  const stored = storageKeyOf(key, language);
  const title = `${contentPages[key].title}${language === "hi" ? " (Hindi)" : ""}`;
  let version: number;
  try {
    version = await w.db.transaction().execute(async (tx) => {
      const next = await insertNextVersion(tx, stored, document, source, by, new Date());
      if (source === "draft") await deleteDraft(tx, stored);
      await record(tx, {
        action: "content.publish",
        target: `content ${stored}`,
        detail: `Published version ${next} of “${title}” (from ${source === "draft" ? "the draft" : source})`,
        before: JSON.stringify(before),
        after: JSON.stringify(document),
      });
      return next;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, m.busy);
    throw error;
  }
  // The bus reloads this instance's documents too (its own listener); the answer waits for that reload.
  w.content.changed("content");
  await w.inForce.loaded();
  return version;
}

export async function versionsOf(db: Db, key: ContentKey, language: Language = "en"): Promise<ContentVersion[]> {
  const versions = await listVersions(db, storageKeyOf(key, language));
  return versions.map(({ version, publishedAt, publishedBy, source }) => ({
    version,
    at: publishedAt,
    by: publishedBy,
    source,
  }));
}

export async function versionDocument(
  db: Db,
  key: ContentKey,
  version: number,
  language: Language = "en",
): Promise<unknown> {
  const found = await findVersion(db, storageKeyOf(key, language), version);
  if (!found) throw new HttpError(404, m.noVersion);
  return found.document;
}
