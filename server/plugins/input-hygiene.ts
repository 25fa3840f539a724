import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../contract/api/errors.ts";
import { HttpError } from "../http-error.ts";

/**
 * True when a parsed body holds a NUL character in any string or key (PostgreSQL text cannot store
 * one). Only strings, arrays and plain objects (what the JSON and form parsers make) are walked: raw
 * bytes (the payment webhook's Buffer) are never stored as text, and walking one entry per byte
 * blocked the event loop for most of a second per megabyte (security review H1).
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (key.includes("\u0000") || containsNul(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses bodies no form can produce before they reach a route: a NUL character would be stored
 * by SQLite but make PostgreSQL fail, turning bad input into a 5xx.
 */
export const inputHygienePlugin = fp(async function inputHygiene(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.body)) throw new HttpError(400, genericMessages.invalidRequest);
  });
});
