import { subscribeMessages } from "../../contract/api/subscribe.ts";
import { defaultSite } from "../../contract/shared/site.ts";

export type MailingListPage = "unsubscribe" | "confirmed" | "topics" | "unsubscribed" | "invalid-link";

/** The pages the mailing list's e-mails lead to (decision 016). */
export const mailingListPages: Record<MailingListPage, { title: string; text: string[] }> = {
  unsubscribe: {
    title: "Leave our mailing list",
    text: [
      "Press the button to stop receiving our newsletter at the address this link was sent to. Nothing else is needed: no login, no questions.",
    ],
  },
  confirmed: {
    title: "Subscription confirmed",
    text: [
      `Thank you. You will now receive the ${defaultSite.brand} newsletter at this address.`,
      "Every issue ends with a link to leave the list in one click.",
    ],
  },
  topics: {
    title: "Changes in the law: what we write to you about",
    text: [
      "Choose the topics, and your state if you like, on which we e-mail you when a figure, a due date or an answer on our website changes.",
    ],
  },
  unsubscribed: {
    title: "You have been unsubscribed",
    text: [subscribeMessages.unsubscribed, "Changed your mind? Join again with the form at the bottom of any page."],
  },
  "invalid-link": {
    title: "This link does not work",
    text: [
      "It may have expired (a confirmation link works for 7 days) or been copied only in part.",
      `To join the list, sign up again with the form at the bottom of any page. To leave it, use the link at the end of our latest newsletter, or write to ${defaultSite.privacyContact.email}.`,
    ],
  },
};

export const unsubscribeButton = "Unsubscribe";

/** The choice of changes in the law on the confirmed and topics pages (decision 085). */
export const updateTopicsCopy = {
  heading: "Hear when the law changes",
  intro:
    "When a rate, a ceiling, a due date or an answer on our website changes, we can send you a short e-mail with what changed and its official source. Choose what concerns you; you can change this at any time from the link in each of those e-mails.",
  topicsLegend: "Topics",
  stateLabel: "Your state (for changes that apply to one state only)",
  noState: "No particular state",
  save: "Save my choice",
  updatesLink: "See every change so far",
} as const;
