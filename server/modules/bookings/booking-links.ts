import { bookingPaths } from "../../../contract/api/bookings.ts";
import { sameSecret, secretHash } from "../../signing.ts";

/** A manage link signs the booking's id with its visitor's address: only that e-mail holds it. */
const signature = (secret: string, id: number, email: string) => secretHash(secret, "booking-manage", `${id}|${email}`);

export function manageLink(baseUrl: string, secret: string, id: number, email: string): string {
  return `${baseUrl}${bookingPaths.manage}?${new URLSearchParams({ id: String(id), sig: signature(secret, id, email) })}`;
}

export function validManageLink(secret: string, id: number, email: string, sig: string): boolean {
  return sameSecret(signature(secret, id, email), sig);
}
