import type { Db } from "../../db/connection.ts";

export interface StoredDraft {
  document: unknown;
  savedAt: string;
  savedBy: string;
}

export interface StoredVersion {
  key: string;
  version: number;
  document: unknown;
  source: string;
  publishedAt: string;
  publishedBy: string;
}

export async function findDraft(db: Db, key: string): Promise<StoredDraft | null> {
  const row = await db.selectFrom("content_drafts").selectAll().where("key", "=", key).executeTakeFirst();
  return row ? { document: JSON.parse(row.document) as unknown, savedAt: row.saved_at, savedBy: row.saved_by } : null;
}

/** Every key with a draft pending. */
export async function listDraftKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom("content_drafts").select("key").execute();
  return new Set(rows.map((row) => row.key));
}

export async function writeDraft(db: Db, key: string, document: unknown, by: string, now: Date): Promise<void> {
  const row = { key, document: JSON.stringify(document), saved_at: now.toISOString(), saved_by: by };
  await db
    .insertInto("content_drafts")
    .values(row)
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ document: row.document, saved_at: row.saved_at, saved_by: row.saved_by }),
    )
    .execute();
}

export async function deleteDraft(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom("content_drafts").where("key", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const versionOf = (row: {
  key: string;
  version: number;
  document: string;
  source: string;
  published_at: string;
  published_by: string;
}): StoredVersion => ({
  key: row.key,
  version: Number(row.version),
  document: JSON.parse(row.document) as unknown,
  source: row.source,
  publishedAt: row.published_at,
  publishedBy: row.published_by,
});

/** The version in force of every key that has one: the newest per key. */
export async function listNewestVersions(db: Db): Promise<StoredVersion[]> {
  const rows = await db
    .selectFrom("content_versions as v")
    .selectAll("v")
    .where(({ eb, selectFrom }) =>
      eb(
        "v.version",
        "=",
        selectFrom("content_versions as n")
          .select(({ fn }) => fn.max("n.version").as("m"))
          .whereRef("n.key", "=", "v.key"),
      ),
    )
    .execute();
  return rows.map(versionOf);
}

/** A key's versions, newest first, without their documents. */
export async function listVersions(db: Db, key: string): Promise<Omit<StoredVersion, "document">[]> {
  const rows = await db
    .selectFrom("content_versions")
    .select(["key", "version", "source", "published_at", "published_by"])
    .where("key", "=", key)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => {
    const { document: _unused, ...rest } = versionOf({ ...row, document: "null" });
    return rest;
  });
}

export async function findVersion(db: Db, key: string, version: number): Promise<StoredVersion | null> {
  const row = await db
    .selectFrom("content_versions")
    .selectAll()
    .where("key", "=", key)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? versionOf(row) : null;
}

/**
 * Adds the next version of a key. Run inside the publishing transaction: the number is the newest
 * plus one, and the primary key refuses a second publisher that read the same newest.
 */
export async function insertNextVersion(
  tx: Db,
  key: string,
  document: unknown,
  source: string,
  by: string,
  now: Date,
): Promise<number> {
  const newest = await tx
    .selectFrom("content_versions")
    .select(({ fn }) => fn.max("version").as("m"))
    .where("key", "=", key)
    .executeTakeFirst();
  const version = Number(newest?.m ?? 0) + 1;
  await tx
    .insertInto("content_versions")
    .values({
      key,
      version,
      document: JSON.stringify(document),
      source,
      published_at: now.toISOString(),
      published_by: by,
    })
    .execute();
  return version;
}

/** The keys whose draft contains `text` (a media file's stem: letters, digits, "/" and "-", no LIKE wildcard). */
export async function draftKeysContaining(db: Db, text: string): Promise<Set<string>> {
  const rows = await db.selectFrom("content_drafts").select("key").where("document", "like", `%${text}%`).execute();
  return new Set(rows.map((row) => row.key));
}

/** When a stored key's newest version was published, or null when it never was. */
export async function newestPublishedAt(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom("content_versions")
    .select("published_at")
    .where("key", "=", key)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.published_at ?? null;
}
