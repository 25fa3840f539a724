import * as z from "zod/mini";
import { emailAddress } from "../api/fields.schema.ts";
import { newsletterMessages, newsletterStatuses, recipientStatuses } from "./newsletters.ts";

/** A draft as the console saves it: the body is the editor's HTML, sanitized by the server. */
export const newsletterDraftSchema = z.object({
  subject: z
    .string({ error: newsletterMessages.subjectRequired })
    .check(
      z.trim(),
      z.minLength(1, newsletterMessages.subjectRequired),
      z.maxLength(200, newsletterMessages.subjectTooLong),
    ),
  html: z
    .string({ error: newsletterMessages.bodyRequired })
    .check(z.maxLength(200_000, newsletterMessages.bodyTooLong)),
  /** The post it starts from ("send this post to subscribers"): the e-mail links to it. */
  postId: z._default(
    z.nullable(z.number({ error: newsletterMessages.invalidPost }).check(z.int(newsletterMessages.invalidPost))),
    null,
  ),
});

export const newsletterTestSchema = z.object({ email: emailAddress(newsletterMessages.testAddressInvalid) });

/** How far sending has got: the recipients in each state. */
export const newsletterProgressSchema = z.object({
  total: z.number(),
  pending: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
});

export const newsletterSchema = z.object({
  id: z.number(),
  subject: z.string(),
  html: z.string(),
  postId: z.nullable(z.number()),
  status: z.enum(newsletterStatuses),
  createdBy: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  sendingStartedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  progress: newsletterProgressSchema,
});

export const newsletterListSchema = z.object({
  newsletters: z.array(newsletterSchema),
  /** Confirmed addresses a newsletter sent now would go to. */
  activeSubscribers: z.number(),
});

export const newsletterAnswerSchema = z.object({ message: z.string(), newsletter: newsletterSchema });

/** The e-mail as a subscriber will receive it (with a sample unsubscribe link). */
export const newsletterPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const newsletterRecipientSchema = z.object({
  email: z.string(),
  status: z.enum(recipientStatuses),
  queuedAt: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

export const newsletterRecipientListSchema = z.object({ recipients: z.array(newsletterRecipientSchema) });
