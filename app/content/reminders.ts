import { reminderMessages } from "../../contract/api/reminders.ts";
import { establishmentKinds } from "../../contract/rules/establishment-kinds.ts";
import { calendarCopy } from "./tools.ts";
import { stateOptions } from "../lib/tools/tool-forms.ts";

/**
 * The reminders page's words (/tools/reminders and /hi/tools/reminders, issue 29): where the
 * e-mails' links lead, and the signup a visitor finds there without a link. One type for both.
 */
export interface RemindersCopy {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  messages: Record<keyof typeof reminderMessages, string>;
  openCalendar: string;
  start: (email: string, state: string) => string;
  stop: (email: string) => string;
  startButton: string;
  stopButton: string;
  signup: { text: string; email: string; state: string; kind: string; button: string };
  stateOptions: { value: string; label: string }[];
  kindOptions: { value: string; label: string }[];
}

export const remindersCopy: RemindersCopy = {
  title: "Compliance calendar reminders",
  description: "Start or stop the compliance calendar's e-mail reminders.",
  eyebrow: "Compliance calendar",
  heading: "E-mail reminders",
  messages: reminderMessages,
  openCalendar: "Open the compliance calendar",
  start: (email, state) =>
    `Start e-mail reminders for ${email}: three days before each due date, for ${state || "Rajasthan"}.`,
  stop: (email) => `Stop the compliance calendar reminders for ${email}? You stay on our mailing list.`,
  startButton: "Start reminders",
  stopButton: "Stop reminders",
  signup: {
    text: calendarCopy.reminders.text,
    email: calendarCopy.reminders.email,
    state: calendarCopy.state.label,
    kind: calendarCopy.kind.label,
    button: calendarCopy.reminders.button,
  },
  stateOptions,
  kindOptions: [
    { value: "all", label: calendarCopy.kind.all },
    ...establishmentKinds.map((k) => ({ value: k.id, label: k.label })),
  ],
};
