import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createServerData, type ServerData } from "../../tests/setup/test-db.ts";
import { startServerProcess } from "../../tests/setup/server-process.ts";
import { startWriteLoad } from "../../tests/setup/write-load.ts";
import { openDatabase } from "./connection.ts";

const until = async (done: () => boolean, timeoutMs = 30_000) => {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("a server killed with SIGKILL during a burst of writes", () => {
  let data: ServerData;
  afterAll(() => data?.drop());

  it("keeps every enquiry and order it acknowledged, and the database opens cleanly", async () => {
    data = await createServerData();
    const server = await startServerProcess(data.env);
    const load = await startWriteLoad(server.url, 8);
    // Kill in the middle of the burst, with requests in flight.
    await until(() => load.enquiries.length + load.orders.length >= 200);
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    await load.stop();

    const again = await startServerProcess(data.env);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    await again.stop();

    const db = openDatabase(data.env);
    try {
      if (!data.env.DATABASE_URL) {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(check.rows).toEqual([{ integrity_check: "ok" }]);
      }
      const enquiries = new Set((await db.selectFrom("enquiries").select("id").execute()).map((r) => Number(r.id)));
      const orders = new Set((await db.selectFrom("orders").select("id").execute()).map((r) => Number(r.id)));
      expect(load.enquiries.filter((a) => !enquiries.has(a))).toEqual([]);
      expect(load.orders.filter((a) => !orders.has(a))).toEqual([]);
      expect(load.enquiries.length + load.orders.length).toBeGreaterThanOrEqual(200);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
