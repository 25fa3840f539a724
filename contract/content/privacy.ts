import { sectionBody, type LegalPage } from "./legal-page.ts";

/**
 * The privacy policy's typed default (issue 17, decision 027; a content document since issue 28):
 * what this website collects, why, for how long, who else handles it and how to use the rights of
 * the Digital Personal Data Protection Act, 2023. It describes the code as it is; a change to what
 * the site collects changes this default in the same commit. `{enquiryRetention}` and
 * `{messageRetention}` are the server's retention settings (contract/content/legal-page.ts).
 */
export const privacyDefault: LegalPage = {
  seo: {
    title: "Privacy Policy",
    description:
      "What personal data {brand} collects through this website, why, for how long, and how to see, correct or erase it.",
  },
  heading: "Privacy Policy",
  intro:
    "{brand} decides why and how the personal data described here is used, which makes us its Data Fiduciary under India's Digital Personal Data Protection Act, 2023. This page says, form by form, what we collect and why, how long we keep it and how you can see, correct or erase it.",
  reviewed: "2026-11-24",
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect and why",
      body: sectionBody(
        ["We collect only what each form needs, and use it only for the purpose stated beside the form."],
        [
          {
            term: "Contact form",
            text: "your name, e-mail address and contact number, and if you give them your company, state, number of employees and the service you are interested in, to answer your enquiry; with it, the first page of your visit, the site that linked to it and the campaign named in that link, so we know which of our pages and campaigns bring enquiries. We delete an enquiry {enquiryRetention} after it arrives, unless you become our client.",
          },
          {
            term: "Mailing list",
            text: "your e-mail address, to send you our newsletter. Nothing is sent until you open the link in our confirmation e-mail; an address not confirmed within 7 days is deleted. Every newsletter has a link to leave the list in one click, and an address that leaves is deleted after the period below for messages.",
          },
          {
            term: "Checkout",
            text: "your e-mail address, name, billing address, city, state, PIN code, phone number and any note, to process your order, send its confirmation and contact you about payment and delivery. We keep orders as long as tax law requires us to keep accounts (under the GST law, at least 72 months after the due date of the annual return for that year).",
          },
          {
            term: "Messages we send",
            text: "a copy of each e-mail and text message we send (order confirmations, our own alerts about your enquiry or order, the newsletter, staff login codes), so that a message is not lost when a provider is briefly down. We delete each copy {messageRetention} after it is sent.",
          },
          {
            term: "Staff login",
            text: "for the firm's staff only: the mobile number, one-time codes (stored only in scrambled form and deleted within minutes), the network address that asked for a code (to stop abuse) and login sessions, which end after 30 days or on logout.",
          },
          {
            term: "Visits",
            text: "the visitor counter in the footer counts visits and stores nothing about you. Our server records each request (the page asked for, the time and the result) in its logs to keep the site working and secure, and holds network addresses in memory for a minute to limit abuse. It also counts page views and daily visitors for our own statistics without cookies and without storing your network address: a visitor is told apart only by a scrambled code made from the address and browser with a key that is thrown away every day, so no visit can be linked to you or to another day. If your browser sends Do Not Track or Global Privacy Control, your visit is not counted.",
          },
        ],
      ),
    },
    {
      id: "cookies",
      heading: "Cookies and what your browser keeps",
      body: sectionBody([
        "This website sets no cookies and uses no third-party analytics, advertising or tracking tools. Your browser's own storage keeps your cart and any coupon you applied, a note that the web font is already downloaded and, for staff, their login. For the length of your visit only (session storage, cleared when you close the tab), it also keeps the first page you opened, the site that linked to it and the campaign named in that link. These never leave your device except when you place an order, send an enquiry or log in.",
        "Two links lead to Google, and only when you use them: the office map on the contact page loads Google Maps after you press its button, and the language selector opens the page in Google Translate in a new tab. Google's own privacy policy applies there.",
      ]),
    },
    {
      id: "who-else",
      heading: "Who else handles your data",
      body: sectionBody([
        "We do not sell or rent personal data, and we do not share it for marketing. The companies that deliver our e-mail and text messages and host this website process it for us, on our instructions, only to provide those services. We disclose personal data to authorities only when the law requires it.",
      ]),
    },
    {
      id: "your-rights",
      heading: "Your rights",
      body: sectionBody([
        "You may ask us for a summary of the personal data we hold about you and what we do with it, ask us to correct, complete or update it, and ask us to erase it. We erase everything except what the law requires us to keep: for an order, the invoice details (order number, date, items, amounts and billing state) stay, while your name and contact details go.",
        "Where you gave consent (the mailing list), you can withdraw it as easily as you gave it: the link at the end of every newsletter, or your mail program's unsubscribe button, takes you off the list at once.",
        "You may also nominate another person to use these rights for you if you die or become unable to.",
        "Write to the contact below from the e-mail address or phone number concerned, or tell us how we can check that the request is yours. We answer within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ]),
    },
    {
      id: "security",
      heading: "How we protect it",
      body: sectionBody([
        "The site is served over an encrypted connection. Only the firm's staff, logging in with a one-time code sent to a registered mobile, can see enquiries, orders and the mailing list, and every change they make is recorded. Login codes and session keys are stored only in scrambled form. If a breach affects your data, we will tell you what happened, what it means for you and what we are doing about it.",
      ]),
    },
    {
      id: "children",
      heading: "Children",
      body: sectionBody([
        "This website is meant for businesses and adults. We do not knowingly collect personal data of anyone under 18; if you believe a child has sent us theirs, write to us and we will erase it.",
      ]),
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: sectionBody([
        "When what we collect or how we use it changes, we update this page and its review date before the change takes effect, and we ask for consent again where the law requires it.",
      ]),
    },
  ],
};
