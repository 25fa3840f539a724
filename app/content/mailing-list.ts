import { subscribeMessages } from "../../contract/api/subscribe.ts";
import { defaultSite } from "../../contract/shared/site.ts";

export type MailingListPage = "unsubscribe" | "confirmed" | "unsubscribed" | "invalid-link";

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
