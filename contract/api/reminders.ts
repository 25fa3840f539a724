import type * as z from "zod/mini";
import type { reminderLinkSchema, reminderRequestSchema } from "./reminders.schema.ts";

/**
 * E-mail reminders of the compliance calendar (decision 024). A request e-mails a signed link;
 * the link's page posts back to start (the address joins the mailing list with reminders on) or,
 * from any reminder, to stop. Forms without JavaScript post url-encoded and are redirected to
 * `calendarPath` or `reminderPagePath` with a status in the query; JSON callers get the message.
 */
export const reminderPaths = {
  request: "/api/reminders",
  start: "/api/reminders/start",
  stop: "/api/reminders/stop",
} as const;

export const calendarPath = "/tools/compliance-calendar";
export const reminderPagePath = "/tools/reminders";

export const reminderActions = ["start", "stop"] as const;
export type ReminderAction = (typeof reminderActions)[number];

/** Outcomes a redirect carries in the query (`reminders=` on the calendar, `done=` on the link page). */
export const reminderOutcomes = ["sent", "invalid", "started", "stopped", "bad-link"] as const;
export type ReminderOutcome = (typeof reminderOutcomes)[number];

export const reminderMessages = {
  sent: "Check your inbox: we have sent a link to confirm the reminders.",
  invalid: "Please enter a valid email address.",
  started: "Reminders are on. We will e-mail you three days before each due date in your calendar.",
  stopped: "Reminders are off. You stay on our mailing list; nothing else changes.",
  "bad-link": "This link is not valid. Please use the latest link we sent you, or ask for reminders again.",
} as const satisfies Record<ReminderOutcome, string>;

export type ReminderRequest = z.input<typeof reminderRequestSchema>;
export type ReminderLink = z.input<typeof reminderLinkSchema>;
