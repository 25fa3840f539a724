import { mailingListPaths } from "../../../contract/api/subscribe.ts";
import type { Env } from "../../env.ts";
import { sameSecret, secretHash } from "../../signing.ts";

/** "topics": the page where a subscriber chooses which changes in the law to hear about (decision 085). */
export type LinkPurpose = "confirm" | "unsubscribe" | "topics";

interface LinkSubject {
  id: number;
  email: string;
}

/** 128 bits of the HMAC: unguessable, and short enough for a link in a plain-text e-mail. */
const MAC_HEX = 32;
const tokenShape = /^(\d{1,12})\.([0-9a-f]{32})$/;

function mac(secret: string, purpose: LinkPurpose, subject: LinkSubject): string {
  return secretHash(secret, `mailing-list-${purpose}`, `${subject.id}:${subject.email}`).slice(0, MAC_HEX);
}

/**
 * A signed token for one address and one purpose: `<subscriber id>.<HMAC of id and address>`.
 * Nothing is stored; the token stays valid while the row keeps its address, so an erased or
 * re-added address never answers to an old link, and a different SESSION_SECRET ends every link.
 */
export function subscriptionToken(secret: string, purpose: LinkPurpose, subject: LinkSubject): string {
  return `${subject.id}.${mac(secret, purpose, subject)}`;
}

/** The subscriber id a well-formed token names, or null; check it with tokenMatches once the row is read. */
export function tokenSubscriberId(token: string): number | null {
  const match = tokenShape.exec(token);
  return match ? Number(match[1]) : null;
}

export function tokenMatches(secret: string, purpose: LinkPurpose, token: string, subject: LinkSubject): boolean {
  return sameSecret(token, subscriptionToken(secret, purpose, subject));
}

/** The absolute links an e-mail carries for one address. */
export interface SubscriptionLinks {
  confirmUrl(subject: LinkSubject): string;
  unsubscribeUrl(subject: LinkSubject): string;
  topicsUrl(subject: LinkSubject): string;
}

export function subscriptionLinks(env: Pick<Env, "PUBLIC_BASE_URL" | "SESSION_SECRET">): SubscriptionLinks {
  const url = (path: string, purpose: LinkPurpose, subject: LinkSubject) =>
    `${env.PUBLIC_BASE_URL}${path}?token=${subscriptionToken(env.SESSION_SECRET, purpose, subject)}`;
  return {
    confirmUrl: (subject) => url(mailingListPaths.confirm, "confirm", subject),
    unsubscribeUrl: (subject) => url(mailingListPaths.unsubscribe, "unsubscribe", subject),
    topicsUrl: (subject) => url(mailingListPaths.topics, "topics", subject),
  };
}
