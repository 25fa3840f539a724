import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/connection.ts";
import { contentKinds, type ContentEvents, type ContentKind } from "./content-events.ts";

export interface ContentBusOptions {
  /** DATABASE_URL: the listening connection is a client of its own, outside the pool. */
  url: string;
  /** The pool the notifications are sent through (it reconnects by itself). */
  db: Db;
  content: ContentEvents;
  log: FastifyBaseLogger;
  /** Wait before reconnecting a lost listening connection. */
  reconnectMs?: number;
}

export interface ContentBus {
  /** Resolves once the listening connection is up again after a loss (tests). */
  readonly connected: Promise<void>;
  close(): Promise<void>;
}

/**
 * Carries content changes between instances on one PostgreSQL with LISTEN/NOTIFY, so every
 * instance's page and list caches drop a change within milliseconds of its commit. Each process
 * sends its changes as `{kind, from}` on a channel named for the schema and ignores its own.
 * When the listening connection is lost, notifications may have been missed: after reconnecting,
 * the process drops every cache once (a few renders) rather than risk serving stale pages.
 */
export async function startContentBus({
  url,
  db,
  content,
  log,
  reconnectMs = 1000,
}: ContentBusOptions): Promise<ContentBus> {
  const from = randomUUID();
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
  const channel = `site_content:${schema}`;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let markConnected: () => void = () => {};
  const bus = { connected: Promise.resolve() };

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      const event = parse(message.payload);
      if (event && event.from !== from) content.received(event.kind);
    });
    const lost = (err?: Error) => {
      if (client !== next || closed) return;
      client = undefined;
      log.warn({ err: err?.message }, "content notifications lost; reconnecting");
      bus.connected = new Promise((resolve) => (markConnected = resolve));
      retry();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    // Only a listening connection counts as up: a failure before this point is retry()'s to handle.
    client = next;
  };

  const retry = () => {
    timer = setTimeout(() => {
      listen().then(
        () => {
          for (const kind of contentKinds) content.received(kind);
          markConnected();
        },
        () => {
          if (!closed) retry();
        },
      );
    }, reconnectMs);
    timer.unref();
  };

  await listen();
  content.relay((kind) => {
    const payload = JSON.stringify({ kind, from });
    sql`select pg_notify(${channel}, ${payload})`
      .execute(db)
      .catch((err: unknown) => log.error({ err, kind }, "content change not sent to the other instances"));
  });

  return Object.assign(bus, {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  });
}

function parse(payload: string | undefined): { kind: ContentKind; from: string } | undefined {
  try {
    const value = JSON.parse(payload ?? "") as { kind?: unknown; from?: unknown };
    if (contentKinds.includes(value.kind as ContentKind) && typeof value.from === "string")
      return { kind: value.kind as ContentKind, from: value.from };
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}
