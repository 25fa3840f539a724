import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, adminPaths, type EditorList } from "../../../contract/console/admin.ts";
import { buildApp } from "../../app.ts";
import { bearer, loginAs } from "../../../tests/setup/api-helpers.ts";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.ts";
import { addEditor } from "./editors.service.ts";

// Security review L8: idle sessions, ending one's other sessions, and removals that stay removed.
const EDITOR = "9999999999";
const COLLEAGUE = "9999999998";
const HOUR = 60 * 60 * 1000;

describe("sessions and the editors list", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EDITOR_MOBILES: `${EDITOR},${COLLEAGUE}`, OTP_LIMIT_PER_NUMBER: "100/900" });
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: "GET", url: "/auth/me", headers: bearer(token) });
  const lastUsed = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

  it("ends a session left unused for 12 hours, and keeps one in use alive", async () => {
    const idle = await loginAs(t, EDITOR);
    const busy = await loginAs(t, EDITOR);
    await t.db
      .updateTable("sessions")
      .set({ created_at: lastUsed(20), last_used_at: lastUsed(13) })
      .execute();
    expect((await me(idle)).statusCode).toBe(401);
    await t.db
      .updateTable("sessions")
      .set({ last_used_at: lastUsed(11) })
      .where("revoked_at", "is", null)
      .execute();
    expect((await me(busy)).statusCode).toBe(200);
    // Its use was recorded: 11 more hours later it still works.
    const row = await t.db
      .selectFrom("sessions")
      .select("last_used_at")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_used_at!)).toBeLessThan(60_000);
  });

  it("signs an editor out of their other sessions, and a colleague out everywhere, from the console", async () => {
    const here = await loginAs(t, EDITOR);
    const lostLaptop = await loginAs(t, EDITOR);
    const colleague = await loginAs(t, COLLEAGUE);
    const end = (mobile: string) =>
      t.app.inject({ method: "DELETE", url: adminPaths.editorSessions(mobile), headers: bearer(here) });
    const mine = await end(EDITOR);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ message: adminMessages.sessionsEnded });
    expect((await me(lostLaptop)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await end(COLLEAGUE)).statusCode).toBe(200);
    expect((await me(colleague)).statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: adminPaths.editors, headers: bearer(here) });
    const sessions = Object.fromEntries(list.json<EditorList>().editors.map((e) => [e.mobile, e.activeSessions]));
    expect(sessions).toEqual({ [EDITOR]: 1, [COLLEAGUE]: 0 });
  });

  it("keeps an editor removed in the console removed at the next start, though EDITOR_MOBILES lists it", async () => {
    const token = await loginAs(t, EDITOR);
    const removed = await t.app.inject({ method: "DELETE", url: adminPaths.editor(COLLEAGUE), headers: bearer(token) });
    expect(removed.statusCode).toBe(200);
    const log: string[] = [];
    const restarted = await buildApp({
      env: t.env,
      db: t.db,
      logger: { stream: { write: (line: string) => void log.push(line) } },
    });
    await restarted.ready();
    await restarted.close();
    const editors = await t.db.selectFrom("editors").select("mobile").orderBy("mobile").execute();
    expect(editors.map((e) => e.mobile)).toEqual([EDITOR]);
    expect(log.some((line) => line.includes(`EDITOR_MOBILES lists ${COLLEAGUE}`))).toBe(true);
    // Added again on purpose: it is back, and stays at the next start.
    await addEditor(t.db, COLLEAGUE);
    const again = await buildApp({ env: t.env, db: t.db, logger: false });
    await again.ready();
    await again.close();
    expect((await t.db.selectFrom("editors").select("mobile").execute()).map((e) => e.mobile).sort()).toEqual([
      COLLEAGUE,
      EDITOR,
    ]);
  });
});
