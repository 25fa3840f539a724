import type { subscribeMessages } from "./subscribe.ts";

/**
 * The mailing-list form's answers in Hindi (issue 29), for a signup from a Hindi page (`lang=hi`).
 * The English sentences (subscribe.ts, SPEC's) are unchanged.
 */
export const subscribeMessagesHi = {
  success: "सदस्यता सफल रही! पुष्टि के लिए अपना इनबॉक्स देखें।",
  alreadySubscribed: "आप पहले से हमारी मेलिंग सूची में हैं। धन्यवाद!",
  failed: "सदस्यता नहीं हो सकी",
  invalidEmail: "कृपया सही ई-मेल पता भरें।",
} as const satisfies Partial<Record<keyof typeof subscribeMessages, string>>;
