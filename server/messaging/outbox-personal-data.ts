import type { PersonalDataHolder } from "../db/personal-data.ts";
import { deleteMessagesAbout, messagesAbout } from "./outbox.repository.ts";

/**
 * Messages to or about a person (their confirmations, the business's alerts quoting them, OTP
 * texts to a mobile): found for the console and the export, deleted on erasure (decision 015).
 */
export const outboxPersonalData: PersonalDataHolder = {
  name: "messages",
  label: "Messages sent",
  find: (db, who) => messagesAbout(db, who),
  erase: async (tx, who) => ({ count: await deleteMessagesAbout(tx, who) }),
};
