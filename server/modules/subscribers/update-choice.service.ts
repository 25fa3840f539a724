import { updateTopicsMessages, type UpdateChoice } from "../../../contract/api/update-topics.ts";
import type { Db } from "../../db/connection.ts";
import { findSubscriber, setUpdateChoice, updateChoiceOf, type SubscriberRow } from "./subscribers.repository.ts";
import { tokenMatches, tokenSubscriberId } from "./subscription-links.ts";

/**
 * A subscriber's choice of changes in the law to hear about (decision 085), opened with the signed
 * link of the confirmation redirect or of any update e-mail. Only a confirmed address may choose:
 * a pending one has not shown the address is theirs, and one that left is not written to.
 */
async function readerForToken(db: Db, secret: string, token: string): Promise<SubscriberRow | null> {
  const id = tokenSubscriberId(token);
  const row = id === null ? null : await findSubscriber(db, id);
  return row && row.status === "active" && tokenMatches(secret, "topics", token, row) ? row : null;
}

/** The address and its choice for a topics link; null for a link that names no confirmed address. */
export async function updateChoiceFor(
  db: Db,
  secret: string,
  token: string,
): Promise<{ email: string; choice: UpdateChoice } | null> {
  const row = await readerForToken(db, secret, token);
  return row ? { email: row.email, choice: updateChoiceOf(row) } : null;
}

/** Replaces the choice; answers the sentence to show, or null for a link that names no confirmed address. */
export async function saveUpdateChoice(
  db: Db,
  secret: string,
  token: string,
  choice: UpdateChoice,
): Promise<string | null> {
  const row = await readerForToken(db, secret, token);
  if (!row) return null;
  const topics = [...new Set(choice.topics)];
  await setUpdateChoice(db, row.id, { topics, state: choice.state });
  return topics.length > 0 || choice.state ? updateTopicsMessages.saved : updateTopicsMessages.savedNone;
}
