import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/setup/test-db.ts";
import { clusterGate } from "./cluster-gate.ts";
import { JobScheduler, type ScheduledJob } from "./scheduler.ts";

const url = process.env["DATABASE_URL"];
const silent = { info() {}, warn() {}, error() {} } as never;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestDb;
beforeAll(async () => {
  if (url) t = await createTestDb();
});
afterAll(async () => t?.destroy());

it.runIf(url)("runs a job once per interval in the cluster, never on two instances at once", async () => {
  let running = 0;
  let overlapped = false;
  const passes: number[] = [];
  const job: ScheduledJob = {
    name: "tick",
    everyMs: 400,
    firstAfterMs: 0,
    async run(now) {
      running += 1;
      overlapped ||= running > 1;
      passes.push(now.getTime());
      await pause(50);
      running -= 1;
    },
  };
  // Three instances, each with its own timers, on one database.
  const instances = [1, 2, 3].map(() => new JobScheduler([job], silent, clusterGate(t.db)));
  const started = Date.now();
  for (const scheduler of instances) scheduler.start();
  await pause(2000);
  await Promise.all(instances.map((scheduler) => scheduler.stop()));
  expect(overlapped).toBe(false);
  // Alone, each instance would have run about 4 passes in 2 s: 12 in all. Once per cluster: about 4-5.
  expect(passes.length).toBeGreaterThanOrEqual(3);
  expect(passes.length).toBeLessThanOrEqual(6);
  for (let i = 1; i < passes.length; i++) expect(passes[i]! - passes[i - 1]!).toBeGreaterThanOrEqual(400 * 0.95);
  expect(Date.now() - started).toBeLessThan(5000);
});

it.runIf(url)("runs a woken job at once even within its interval", async () => {
  const passes: string[] = [];
  const job: ScheduledJob = { name: "woken", everyMs: 60_000, run: async () => void passes.push("pass") };
  const [a, b] = [1, 2].map(() => new JobScheduler([job], silent, clusterGate(t.db)));
  a!.start();
  b!.start();
  a!.wake("woken");
  await expect.poll(() => passes.length, { timeout: 2000 }).toBe(1);
  b!.wake("woken");
  await expect.poll(() => passes.length, { timeout: 2000 }).toBe(2);
  await Promise.all([a!.stop(), b!.stop()]);
});
