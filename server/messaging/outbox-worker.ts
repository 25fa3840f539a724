import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { Channel, MailAttachment, OutgoingMessage } from "./outbox.ts";
import { claimDueMessages, markFailed, markSent, type QueuedMessage } from "./outbox.repository.ts";
import type { Providers } from "./providers.ts";
import { withoutCodes } from "./templates.ts";

export interface OutboxWorkerOptions {
  db: Db;
  providers: Providers;
  log: FastifyBaseLogger;
  /** How often the worker looks for due messages when nobody woke it. */
  pollMs?: number;
  /** First retry delay; doubles with each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many failed attempts a message is marked failed and left for an operator. */
  maxAttempts?: number;
  /** A message claimed by a worker that died is retried after this long. */
  leaseMs?: number;
}

/** Messages claimed together by one worker. */
const BATCH = 10;

/** Retry delay after the given number of failed attempts: base, 2×base, 4×base ... capped. */
export function backoffMs(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** A stored row as the provider receives it; the optional parts only when the row has them. */
function toOutgoing(message: QueuedMessage): OutgoingMessage {
  return {
    channel: message.channel,
    to: message.recipient,
    subject: message.subject,
    text: message.body,
    ...(message.html !== null ? { html: message.html } : {}),
    ...(message.headers !== null ? { headers: JSON.parse(message.headers) as Record<string, string> } : {}),
    ...(message.attachments !== null ? { attachments: JSON.parse(message.attachments) as MailAttachment[] } : {}),
  };
}

/** One channel's deliveries: its own passes, one after another, and its own timer. */
interface Lane {
  channel: Channel;
  chain: Promise<unknown>;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Delivers the outbox in the background of the same process. Requests only insert rows; this
 * worker claims due rows a few at a time under a lease (`FOR UPDATE SKIP LOCKED` on PostgreSQL, so
 * the workers of several instances never send a message twice, and a crashed worker's rows come
 * back when the lease ends), hands them to the provider and records the outcome, retrying failures
 * with exponential backoff. SMS and e-mail are delivered in two lanes side by side, so a login code
 * never waits behind a backlog of e-mail (security review M2). A lane's passes never overlap
 * inside one process.
 */
export class OutboxWorker {
  readonly #db: Db;
  readonly #providers: Providers;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #maxAttempts: number;
  readonly #leaseMs: number;
  readonly #lanes: Lane[] = (["sms", "email"] as const).map((channel) => ({
    channel,
    chain: Promise.resolve(),
    timer: undefined,
  }));
  #running = false;

  constructor(options: OutboxWorkerOptions) {
    this.#db = options.db;
    this.#providers = options.providers;
    this.#log = options.log;
    this.#pollMs = options.pollMs ?? 2000;
    this.#baseDelayMs = options.baseDelayMs ?? 5000;
    this.#maxDelayMs = options.maxDelayMs ?? 30 * 60_000;
    this.#maxAttempts = options.maxAttempts ?? 12;
    this.#leaseMs = options.leaseMs ?? 120_000;
  }

  /** Starts polling (start-server.ts); tests call drain() instead. */
  start(): void {
    this.#running = true;
    for (const lane of this.#lanes) this.#schedule(lane, 0);
  }

  /** Stops polling and waits for the passes in progress, so the database can close after them. */
  async stop(): Promise<void> {
    this.#running = false;
    for (const lane of this.#lanes) clearTimeout(lane.timer);
    await Promise.all(this.#lanes.map((lane) => lane.chain.catch(() => undefined)));
    for (const provider of new Set(Object.values(this.#providers))) provider.close?.();
  }

  /** Delivers new messages now instead of at the next poll (called after a request commits). */
  wake(): void {
    if (this.#running) for (const lane of this.#lanes) this.#schedule(lane, 0);
  }

  /** One delivery pass of each lane over every message due at `now`; answers how many were delivered. */
  async drain(now?: Date): Promise<number> {
    const counts = await Promise.all(this.#lanes.map((lane) => this.#drainLane(lane, now)));
    return counts.reduce((a, b) => a + b, 0);
  }

  #drainLane(lane: Lane, now?: Date): Promise<number> {
    const pass = lane.chain.then(() => this.#deliverDue(lane.channel, now));
    lane.chain = pass.catch(() => undefined);
    return pass;
  }

  #schedule(lane: Lane, delayMs: number): void {
    clearTimeout(lane.timer);
    lane.timer = setTimeout(() => {
      this.#drainLane(lane)
        .catch((err: unknown) => this.#log.error({ err, channel: lane.channel }, "outbox pass failed"))
        .finally(() => {
          if (this.#running) this.#schedule(lane, this.#pollMs);
        });
    }, delayMs);
    lane.timer.unref();
  }

  async #deliverDue(channel: Channel, at?: Date): Promise<number> {
    let delivered = 0;
    for (let round = 0; round < 100; round++) {
      const now = at ?? new Date();
      // Small batches: the last message of one is delivered well within its lease even when the
      // provider takes its whole 10 s timeout for each.
      const leaseUntil = new Date(now.getTime() + this.#leaseMs);
      const due = await claimDueMessages(this.#db, now, BATCH, leaseUntil, channel);
      if (due.length === 0) break;
      for (const message of due) {
        const attempts = message.attempts + 1;
        // An OTP's code stays in the table only while it may still be delivered (decision 072).
        const keptBody = message.secret ? withoutCodes(message.body) : undefined;
        try {
          await this.#providers[message.channel].send(toOutgoing(message));
          await markSent(this.#db, message.id, attempts, new Date(), keptBody);
          delivered += 1;
        } catch (err) {
          const failed = attempts >= this.#maxAttempts;
          const retryAt = new Date(now.getTime() + backoffMs(attempts, this.#baseDelayMs, this.#maxDelayMs));
          const error = String((err as Error)?.message ?? err).slice(0, 500);
          await markFailed(this.#db, message.id, {
            attempts,
            failed,
            retryAt,
            error,
            ...(failed && keptBody !== undefined ? { keptBody } : {}),
          });
          const log = { outboxId: message.id, channel: message.channel, attempts, err: (err as Error)?.message };
          if (failed) this.#log.error(log, "message given up after repeated failures");
          else this.#log.warn({ ...log, retryAt: retryAt.toISOString() }, "message delivery failed; will retry");
        }
      }
      if (due.length < BATCH) break;
    }
    return delivered;
  }
}
