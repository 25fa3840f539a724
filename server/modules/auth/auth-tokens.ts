import { randomBytes, randomInt } from "node:crypto";

/** Six random digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** A session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}
