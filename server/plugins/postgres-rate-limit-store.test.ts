import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { deleteEndedRateLimits, postgresRateLimitStore } from "./postgres-rate-limit-store.ts";

const url = process.env["DATABASE_URL"];
let t: TestDb;
beforeAll(async () => {
  if (url) t = await createTestDb();
});
afterAll(async () => t?.destroy());

it.runIf(url)("counts a key within its window, starts a fresh one after it, and keeps limiters apart", async () => {
  const Store = postgresRateLimitStore(t.db);
  const root = new Store({});
  const [first, second] = [root.child({} as never), root.child({} as never)];
  const incr = (store: typeof first, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), 300, 1),
    );
  expect((await incr(first, "1.2.3.4")).current).toBe(1);
  const again = await incr(first, "1.2.3.4");
  expect(again.current).toBe(2);
  expect(again.ttl).toBeGreaterThan(0);
  expect(again.ttl).toBeLessThanOrEqual(300);
  // Another limiter, and another address, count on their own.
  expect((await incr(second, "1.2.3.4")).current).toBe(1);
  expect((await incr(first, "5.6.7.8")).current).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect((await incr(first, "1.2.3.4")).current).toBe(1);
  // The sweep deletes ended windows only: the one just started stays.
  expect(await deleteEndedRateLimits(t.db)).toBe(2);
  expect((await incr(first, "1.2.3.4")).current).toBe(2);
});
