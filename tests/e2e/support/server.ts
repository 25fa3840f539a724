import { readFileSync } from "node:fs";
import path from "node:path";

/** Where the end-to-end server listens and keeps its data (fresh for every run). */
export const e2ePort = Number(process.env["E2E_PORT"] ?? 3100);
export const e2eDataDir = path.resolve(import.meta.dirname, `../../../.tmp/e2e-${e2ePort}`);
export const outboxFile = path.join(e2eDataDir, "outbox.jsonl");

export interface OutboxMessage {
  channel: "sms" | "email";
  to: string;
  subject: string;
  text: string;
  at: string;
}

/** Every message the server has delivered to the file outbox so far (OPERATING.md). */
export function readOutbox(): OutboxMessage[] {
  try {
    return readFileSync(outboxFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);
  } catch {
    return [];
  }
}
