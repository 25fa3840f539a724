import { hmac, sameSecret } from "../../signing.ts";

/**
 * A download link: `/downloads/{order}/{product}/{expires}/{signature}`, the signature an HMAC of
 * the first three with the server's secret. Nobody can make one for another order or file, or
 * stretch its expiry, without the secret; the count of downloads is kept in the database.
 */
export function downloadPath(secret: string, orderId: number, productId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/downloads/${orderId}/${productId}/${expires}/${sign(secret, orderId, productId, expires)}`;
}

export function downloadSignatureValid(
  secret: string,
  orderId: number,
  productId: number,
  expires: number,
  signature: string,
): boolean {
  return sameSecret(sign(secret, orderId, productId, expires), signature);
}

function sign(secret: string, orderId: number, productId: number, expires: number): string {
  return hmac(secret, `download:${orderId}:${productId}:${expires}`, "base64url");
}
