import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC-SHA256 of `data` with `secret`: the one way the server signs or keys what it hands out
 * (session and code hashes, mailing-list and reminder links, download links) and checks what a
 * gateway signed. Hex unless a URL wants it shorter (base64url).
 */
export function hmac(secret: string, data: string | Buffer, encoding: "hex" | "base64url" = "hex"): string {
  return createHmac("sha256", secret).update(data).digest(encoding);
}

/** Compares a secret value with what a request brought, in constant time; a different length is simply unequal. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * HMAC-SHA256 with SESSION_SECRET under a purpose: a stolen database holds no usable code or
 * session token, and reminder and mailing-list links cannot be made for an address without the
 * secret; public-form mail is counted per address without keeping the address; booking manage
 * links and staff booking feeds are signed. The purpose keeps the uses apart.
 */
export function secretHash(
  secret: string,
  purpose:
    | "otp"
    | "session"
    | "reminder-start"
    | "reminder-stop"
    | "mailing-list-confirm"
    | "mailing-list-unsubscribe"
    | "mailing-list-topics"
    | "public-mail"
    | "content-preview"
    | "post-preview"
    | "booking-manage"
    | "booking-feed",
  value: string,
): string {
  return hmac(secret, `${purpose}:${value}`);
}
