import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { startContentBus, type ContentBus } from "./content-bus.ts";
import { contentKinds, ContentEvents, type ContentKind } from "./content-events.ts";

const url = process.env["DATABASE_URL"];
const log = { info() {}, warn() {}, error() {} } as never;

let testDb: TestDb;
let schema: string;
beforeAll(async () => {
  if (!url) return;
  testDb = await createTestDb();
  schema = (await sql<{ s: string }>`select current_schema() as s`.execute(testDb.db)).rows[0]!.s;
});
afterAll(async () => testDb?.destroy());

/** An instance's events and what its caches were told, on the test's schema. */
async function instance(): Promise<{ content: ContentEvents; seen: ContentKind[]; bus: ContentBus }> {
  const schemaUrl = new URL(url!);
  schemaUrl.search = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const content = new ContentEvents();
  const seen: ContentKind[] = [];
  content.on((kind) => seen.push(kind));
  const bus = await startContentBus({ url: schemaUrl.href, db: testDb.db, content, log, reconnectMs: 50 });
  return { content, seen, bus };
}

const until = async (check: () => boolean, ms = 1000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("not within " + ms + " ms");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

it.runIf(url)("tells the other instance's caches about a change within a second, and its own once", async () => {
  const a = await instance();
  const b = await instance();
  try {
    const started = Date.now();
    a.content.changed("posts");
    await until(() => b.seen.length === 1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(b.seen).toEqual(["posts"]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.seen).toEqual(["posts"]);
  } finally {
    await a.bus.close();
    await b.bus.close();
  }
});

it.runIf(url)("drops every cache after its listening connection was lost, then hears changes again", async () => {
  const a = await instance();
  const b = await instance();
  try {
    // Both listening connections of this test's channel end, as when the database restarts.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query like ${`listen "site_content:${schema}%`}`.execute(
      testDb.db,
    );
    await until(() => b.seen.length >= 3, 3000);
    await b.bus.connected;
    await a.bus.connected;
    expect(new Set(b.seen)).toEqual(new Set(contentKinds));
    b.seen.length = 0;
    a.content.changed("products");
    await until(() => b.seen.includes("products"));
  } finally {
    await a.bus.close();
    await b.bus.close();
  }
});
