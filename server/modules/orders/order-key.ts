import { timingSafeEqual } from "node:crypto";

/** True when the key from the link is the order's own, compared in constant time. */
export function orderKeyMatches(stored: string | null, given: unknown): boolean {
  if (stored === null || typeof given !== "string") return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
