import { describe, expect, it } from "vitest";
import { JobScheduler, type ScheduledJob } from "./scheduler.ts";

const silent = { info() {}, warn() {}, error() {} } as never;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the job scheduler", () => {
  it("runs nothing until started, then each job on its interval, and stops cleanly", async () => {
    const runs: string[] = [];
    const job = (name: string, everyMs: number): ScheduledJob => ({
      name,
      everyMs,
      run: async () => void runs.push(name),
    });
    const scheduler = new JobScheduler([job("fast", 20), job("slow", 60_000)], silent);
    scheduler.wake("fast");
    await pause(60);
    expect(runs).toEqual([]);
    scheduler.start();
    await expect.poll(() => runs.filter((n) => n === "fast").length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(runs).not.toContain("slow");
    await scheduler.stop();
    const count = runs.length;
    await pause(60);
    expect(runs).toHaveLength(count);
  });

  it("never overlaps two passes of one job, and keeps going after a failed pass", async () => {
    let running = 0;
    let overlapped = false;
    let passes = 0;
    const scheduler = new JobScheduler(
      [
        {
          name: "flaky",
          everyMs: 5,
          async run() {
            running += 1;
            overlapped ||= running > 1;
            await pause(15);
            running -= 1;
            passes += 1;
            if (passes === 1) throw new Error("first pass fails");
          },
        },
      ],
      silent,
    );
    scheduler.start();
    for (let i = 0; i < 5; i++) scheduler.wake("flaky");
    // The first pass (this direct one) fails; its error reaches its caller, and the schedule goes on.
    await expect(scheduler.run("flaky")).rejects.toThrow("first pass fails");
    await expect.poll(() => passes, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
    await scheduler.stop();
    expect(overlapped).toBe(false);
  });

  it("refuses to run a job it does not know", async () => {
    await expect(new JobScheduler([], silent).run("nope")).rejects.toThrow("No scheduled job is named nope");
  });
});
