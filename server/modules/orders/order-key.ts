import { sameSecret } from "../../signing.ts";

/** True when the key from the link is the order's own, compared in constant time. */
export function orderKeyMatches(stored: string | null, given: unknown): boolean {
  if (stored === null || typeof given !== "string") return false;
  return sameSecret(stored, given);
}
