import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../contract/api/errors.ts";
import { HttpError } from "../http-error.ts";

/** True when a JSON value holds a NUL character in any string or key (PostgreSQL text cannot store one). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
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
