import type * as z from "zod/mini";
import type {
  newsletterAnswerSchema,
  newsletterListSchema,
  newsletterPreviewSchema,
  newsletterRecipientListSchema,
  newsletterRecipientSchema,
  newsletterSchema,
} from "./newsletters.schema.ts";

/** The console's newsletters (issue 17, decision 016); every call needs a verified editor's token. */
export const newsletterPaths = {
  list: "/api/admin/newsletters",
  one: (id: number) => `/api/admin/newsletters/${id}`,
  preview: (id: number) => `/api/admin/newsletters/${id}/preview`,
  test: (id: number) => `/api/admin/newsletters/${id}/test`,
  send: (id: number) => `/api/admin/newsletters/${id}/send`,
  recipients: (id: number) => `/api/admin/newsletters/${id}/recipients`,
} as const;

export const newsletterStatuses = ["draft", "sending", "sent"] as const;

export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** pending: waiting for its turn; queued: handed to the outbox; skipped: left the list before its turn. */
export const recipientStatuses = ["pending", "queued", "sent", "failed", "skipped"] as const;

export type RecipientStatus = (typeof recipientStatuses)[number];

export const newsletterMessages = {
  subjectRequired: "Subject is required.",
  subjectTooLong: "The subject must be at most 200 characters.",
  bodyRequired: "Write the newsletter, or start from a post.",
  bodyTooLong: "The newsletter is too long.",
  invalidPost: "Choose a published post.",
  testAddressInvalid: "Enter the e-mail address to send the test to.",
  notFound: "Newsletter not found.",
  notDraft: "This newsletter has been sent and can no longer be changed.",
  noSubscribers: "There are no confirmed subscribers to send to yet.",
  saved: "Newsletter saved.",
  deleted: "Newsletter deleted.",
  testQueued: "The test e-mail will arrive shortly.",
  sendingStarted: "Sending has started. Progress shows below.",
} as const;

export type Newsletter = z.infer<typeof newsletterSchema>;

export type NewsletterRecipient = z.infer<typeof newsletterRecipientSchema>;

export type NewsletterList = z.infer<typeof newsletterListSchema>;

export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export type NewsletterRecipientList = z.infer<typeof newsletterRecipientListSchema>;
