import type { FastifyBaseLogger } from "fastify";

/** Work the server does on a clock rather than on a request. */
export interface ScheduledJob {
  name: string;
  /** Time between the end of one pass and the start of the next, while the scheduler runs. */
  everyMs: number;
  /** One pass; `now` is the clock it works to (tests pass their own). Answers what it did for the log, or undefined when it did nothing. */
  run(now: Date): Promise<unknown>;
}

/**
 * Runs every scheduled job of the process on its own interval: the one place where the server
 * keeps timers for background work (retention, newsletter batches), so that running each job once
 * per cluster instead of once per process is a change here only. Passes of one job never overlap;
 * a failed pass is logged and the job runs again at its next turn. Started by main.ts when
 * SCHEDULED_JOBS is on (off in tests, which call run() instead); stopped by app.close().
 */
export class JobScheduler {
  readonly #jobs: Map<string, { job: ScheduledJob; chain: Promise<unknown>; timer?: NodeJS.Timeout }>;
  readonly #log: FastifyBaseLogger;
  #running = false;

  constructor(jobs: ScheduledJob[], log: FastifyBaseLogger) {
    this.#jobs = new Map(jobs.map((job) => [job.name, { job, chain: Promise.resolve() }]));
    this.#log = log;
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  start(): void {
    this.#running = true;
    // The first pass comes soon after start (at most 30 s), so restarts never starve a slow job.
    for (const [name, entry] of this.#jobs) this.#schedule(name, Math.min(entry.job.everyMs, 30_000));
  }

  /** Stops the timers and waits for the passes in progress, so the database can close after them. */
  async stop(): Promise<void> {
    this.#running = false;
    for (const entry of this.#jobs.values()) clearTimeout(entry.timer);
    await Promise.all([...this.#jobs.values()].map((entry) => entry.chain.catch(() => undefined)));
  }

  /** One pass of a job now, after any pass in progress; answers its summary or throws its error. */
  run(name: string, now?: Date): Promise<unknown> {
    const entry = this.#jobs.get(name);
    if (!entry) return Promise.reject(new Error(`No scheduled job is named ${name}`));
    const pass = entry.chain.then(() => entry.job.run(now ?? new Date()));
    entry.chain = pass.catch(() => undefined);
    return pass;
  }

  /** Runs a job at once instead of at its next turn (after a request gave it work); only while started. */
  wake(name: string): void {
    if (this.#running && this.#jobs.has(name)) this.#schedule(name, 0);
  }

  #schedule(name: string, delayMs: number): void {
    const entry = this.#jobs.get(name)!;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      this.run(name)
        .then((summary) => {
          if (summary !== undefined) this.#log.info({ job: name, summary }, "scheduled job pass");
        })
        .catch((err: unknown) => this.#log.error({ err, job: name }, "scheduled job failed"))
        .finally(() => {
          if (this.#running) this.#schedule(name, entry.job.everyMs);
        });
    }, delayMs);
    entry.timer.unref();
  }
}
