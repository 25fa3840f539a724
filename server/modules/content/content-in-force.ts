import { isContentKey, type ContentDocuments, type ContentKey } from "../../../contract/content/documents.ts";
import { contentSchemas } from "../../../contract/content/documents.schema.ts";
import { isTranslatableKey, typedDefaultIn } from "../../../contract/content/hindi-documents.ts";
import type { Language } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { ContentEvents } from "../../events/content-events.ts";
import { listNewestVersions } from "./content.repository.ts";
import { documentOfStorageKey } from "./document-language.ts";

type InForce = { -readonly [K in ContentKey]?: ContentDocuments[K] };

/**
 * The published content documents, read once per publish and kept for every request (issue 28):
 * a page render reads memory, never the database. A publish here or on another instance (the
 * content bus's "content" event) reloads them. A stored version that no longer passes its schema
 * (a later release tightened a limit) is passed over for the typed default, so the site still
 * starts and shows a whole page. The Hindi versions (decision 124) are held beside the English.
 */
export class ContentInForce {
  readonly #db: Db;
  #documents: InForce = {};
  #hindi: InForce = {};
  #loading: Promise<void> | undefined;
  readonly #reloaded = new Set<() => void>();

  constructor(db: Db, content: ContentEvents) {
    this.#db = db;
    content.on((kind) => {
      if (kind === "content") void this.reload();
    });
  }

  /** Reads the newest version of every document; resolves when they are in force. */
  reload(): Promise<void> {
    const loading = listNewestVersions(this.#db).then((versions) => {
      const next: Record<Language, Record<string, unknown>> = { en: {}, hi: {} };
      for (const version of versions) {
        const { key, language } = documentOfStorageKey(version.key);
        if (!isContentKey(key) || (language === "hi" && !isTranslatableKey(key))) continue;
        const parsed = contentSchemas[key].safeParse(version.document);
        if (parsed.success) next[language][key] = parsed.data;
      }
      // The newest load wins: one started later may have finished first.
      if (this.#loading !== loading) return;
      this.#documents = next.en as InForce;
      this.#hindi = next.hi as InForce;
      for (const listener of this.#reloaded) listener();
    });
    this.#loading = loading;
    return loading;
  }

  /** Resolves when the newest reload has finished: what a publish waits for before it answers. */
  loaded(): Promise<void> {
    return this.#loading ?? Promise.resolve();
  }

  /**
   * Called once the new documents are in force. The page cache drops its pages here too: a page
   * rendered between the event and the end of the reload would otherwise be kept with the old copy.
   */
  onReloaded(listener: () => void): void {
    this.#reloaded.add(listener);
  }

  /**
   * The document in force: the newest published version, or the typed default. In Hindi, the
   * newest Hindi version or the Hindi default; a document with no Hindi version answers its
   * English (its page has no Hindi URL, so only a shared part such as the home's figures asks).
   */
  get<K extends ContentKey>(key: K, language: Language = "en"): ContentDocuments[K] {
    const published = language === "hi" && isTranslatableKey(key) ? this.#hindi[key] : this.#documents[key];
    return (published ?? typedDefaultIn(key, language)) as ContentDocuments[K];
  }

  /** Whether a published version is in force (not the typed default). */
  isPublished(key: ContentKey): boolean {
    return this.#documents[key] !== undefined;
  }
}
