export type Channel = "sms" | "email";

/**
 * One message as providers receive it; `to` is a 10-digit mobile for SMS, an address for e-mail.
 * Requests store messages with outbox.repository.ts enqueueMessage; outbox-worker.ts delivers them.
 */
export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject: string;
  /** The plain-text part (the whole message for SMS and for most e-mails). */
  text: string;
  /** An e-mail's HTML part, sent beside `text` as multipart/alternative (newsletters). */
  html?: string;
  /** Extra e-mail headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with an e-mail (an invoice's PDF, a booking's .ics invitation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64, as the outbox row keeps them. */
  base64: string;
}
