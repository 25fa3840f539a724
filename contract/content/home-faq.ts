/** The home FAQ (SPEC 2.4, 3 "FAQ item", 9 sample FAQ facts). */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqContent {
  title: string;
  subtitle: string;
  items: FaqItem[];
}

export const faq: FaqContent = {
  title: "Frequently asked questions",
  subtitle: "Short answers to what business owners ask us first.",
  items: [
    {
      id: "free-trial",
      question: "Is there a free trial?",
      answer: "Yes. Every plan starts with a 14-day free trial, no credit card required.",
    },
    {
      id: "support",
      question: "When can we reach your team?",
      answer:
        "Our office is open Mon-Sat 09.00 to 06.00. Platinum clients also get 24/7 support for urgent inspections and notices.",
    },
    {
      id: "labour-codes",
      question: "Do you handle the new Labour Codes?",
      answer:
        "Yes. The four Labour Codes have been in force since 21 November 2025. We review your wage structures, appointment letters and registers against them and track the state rules as they are notified.",
    },
    {
      id: "states",
      question: "Which states do you cover?",
      answer:
        "We work with employers across India through our network of 180+ experts, and handle state registrations and returns wherever you have staff. Our guides on this site follow Rajasthan's shops and factories rules; other states' rules differ, and we check them for each of your sites.",
    },
    {
      id: "switch",
      question: "Can we switch plans later?",
      answer: "Yes. You can move up or down a plan at the end of any billing month; annual plans switch at renewal.",
    },
    {
      id: "arrears",
      question: "We have missed filings. Can you help?",
      answer:
        "Yes. We reconcile past registers, file the pending returns and help you respond to notices, then set up a calendar so it does not happen again.",
    },
  ],
};
