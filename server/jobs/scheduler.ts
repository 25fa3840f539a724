import type { FastifyBaseLogger } from "fastify";

/** Work the server does on a clock rather than on a request. */
export interface ScheduledJob {
  name: string;
  /** Time between the end of one pass and the start of the next, while the scheduler runs. */
  everyMs: number;
  /** Delay of the first pass after start; by default everyMs, at most 30 s. */
  firstAfterMs?: number;
  /** One pass; `now` is the clock it works to (tests pass their own). Answers what it did for the log, or undefined when it did nothing. */
  run(now: Date): Promise<unknown>;
}

/**
 * Whether a timer's or a wake's pass runs in this process (`pass`) or is left to another instance
 * (answers undefined without calling it); `woken` when a request asked for the pass.
 */
export type PassGate = (job: ScheduledJob, woken: boolean, pass: (now: Date) => Promise<unknown>) => Promise<unknown>;

/**
 * Runs every scheduled job of the process on its own interval: the one place where the server
 * keeps timers for background work (retention, newsletter batches, reminders, backups). Passes of
 * one job never overlap; a failed pass is logged and the job runs again at its next turn. The gate
 * decides whether a timed pass runs here or on another instance (cluster-gate.ts: once per
 * cluster on PostgreSQL). Started by main.ts when SCHEDULED_JOBS is on (off in tests, which call
 * run() instead, which is never gated); stopped by app.close().
 */
export class JobScheduler {
  readonly #jobs: Map<string, { job: ScheduledJob; chain: Promise<unknown>; timer?: NodeJS.Timeout }>;
  readonly #log: FastifyBaseLogger;
  #running = false;

  readonly #gate: PassGate;

  constructor(jobs: ScheduledJob[], log: FastifyBaseLogger, gate: PassGate = (_job, _woken, pass) => pass(new Date())) {
    this.#jobs = new Map(jobs.map((job) => [job.name, { job, chain: Promise.resolve() }]));
    this.#log = log;
    this.#gate = gate;
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  start(): void {
    this.#running = true;
    // The first pass comes soon after start (at most 30 s), so restarts never starve a slow job.
    for (const [name, { job }] of this.#jobs) this.#schedule(name, job.firstAfterMs ?? Math.min(job.everyMs, 30_000));
  }

  /** Stops the timers and waits for the passes in progress, so the database can close after them. */
  async stop(): Promise<void> {
    this.#running = false;
    for (const entry of this.#jobs.values()) clearTimeout(entry.timer);
    await Promise.all([...this.#jobs.values()].map((entry) => entry.chain.catch(() => undefined)));
  }

  /** One pass of a job now, after any pass in progress; answers its summary or throws its error. */
  run(name: string, now?: Date): Promise<unknown> {
    return this.#pass(name, (job) => job.run(now ?? new Date()));
  }

  /** Runs a job at once instead of at its next turn (after a request gave it work); only while started. */
  wake(name: string): void {
    if (this.#running && this.#jobs.has(name)) this.#schedule(name, 0, true);
  }

  /** A pass of a job after any pass in progress; `body` is the job's run or its gated run. */
  #pass(name: string, body: (job: ScheduledJob) => Promise<unknown>): Promise<unknown> {
    const entry = this.#jobs.get(name);
    if (!entry) return Promise.reject(new Error(`No scheduled job is named ${name}`));
    const pass = entry.chain.then(() => body(entry.job));
    entry.chain = pass.catch(() => undefined);
    return pass;
  }

  #schedule(name: string, delayMs: number, woken = false): void {
    const entry = this.#jobs.get(name)!;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      this.#pass(name, (job) => this.#gate(job, woken, (now) => job.run(now)))
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
