import path from "node:path";
import { readOutboxFile } from "../../setup/api-helpers.ts";

/** Where the end-to-end server listens and keeps its data (fresh for every run). */
export const e2ePort = Number(process.env["E2E_PORT"] ?? 3100);
export const e2eDataDir = path.resolve(import.meta.dirname, `../../../.tmp/e2e-${e2ePort}`);
export const outboxFile = path.join(e2eDataDir, "outbox.jsonl");

/** Every message the server has delivered to the file outbox so far (OPERATING.md). */
export const readOutbox = () => readOutboxFile(outboxFile);
