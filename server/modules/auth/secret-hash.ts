import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * HMAC-SHA256 with SESSION_SECRET: a stolen database holds no usable OTP or session token, and the
 * reminder links (modules/reminders) and mailing-list links (modules/subscribers) cannot be made for
 * an address without the secret. The purpose keeps the uses apart.
 */
export function secretHash(
  secret: string,
  purpose: "otp" | "session" | "reminder-start" | "reminder-stop" | "mailing-list-confirm" | "mailing-list-unsubscribe",
  value: string,
): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Six random digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** A session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}
