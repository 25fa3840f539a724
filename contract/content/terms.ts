import { sectionBody, type LegalPage } from "./legal-page.ts";

/**
 * The terms of use of the website and its shop: the typed default (issue 17, decisions 027 and
 * 081; a content document since issue 28). The operator's address, the seller with its GSTIN and
 * the grievance officer are tokens filled from the details staff keep (decisions 028 and 090).
 */
export const termsDefault: LegalPage = {
  seo: {
    title: "Terms of Service",
    description: "The terms for using the {brand} website, its guides and its shop of downloadable templates.",
  },
  heading: "Terms of Service",
  intro:
    "These terms apply when you use this website, read its guides or order from its shop. By using the site you accept them. The website is run by {brand}, {operatorAddress}.",
  reviewed: "2026-11-24",
  sections: [
    {
      id: "information",
      heading: "Information, not legal advice",
      body: sectionBody([
        "Our guides, articles, calendars and calculators explain labour and compliance rules in general terms. They are not legal advice for your situation. Labour rules change often and differ between states: check the current position with the department or authority concerned, or ask us, before you act.",
      ]),
    },
    {
      id: "shop",
      heading: "Orders and payment",
      body: sectionBody([
        "The shop's seller is {seller} (GSTIN {gstin}). Prices are in Indian rupees and include GST; a coupon applies only as shown at checkout, and the total at checkout is what you pay, with no other fees.",
        "When online payment is offered at checkout, you pay on our payment provider's secure page (UPI, cards, net banking or wallets, as it shows). We never see or store your card or bank details. A GST tax invoice is issued when your payment is confirmed. An order not paid within the time shown on its order page is cancelled, and you may simply not pay for an order you no longer want. Where online payment is not offered, placing an order sends us a request and we contact you about payment.",
        "Templates and checklists you buy may be used and adapted inside your own business. You may not resell them, publish them or share them outside your business.",
      ]),
    },
    {
      id: "delivery",
      heading: "Instant downloads and services",
      body: sectionBody([
        "A product with a file (a template, checklist or guide) is delivered as a download the moment your payment is confirmed: the order page and the payment e-mail carry the links. Download links work for a limited time and for a limited number of downloads of each file, as the order page shows. When they run out, open the order page again from your payment e-mail for fresh links while they last, or write to us and we send a new link.",
        "A consulting, audit or training product is a service: our team contacts you after payment to agree the date and what we deliver.",
      ]),
    },
    {
      id: "refunds",
      heading: "Cancellations and refunds",
      body: sectionBody([
        "You can cancel an order at any time before you pay. A downloadable file is delivered at once and cannot be returned, so a paid download is not refundable once its file has been downloaded, unless it is defective, not as described or could not be downloaded: then tell us within 7 days of payment and we replace the file or refund you in full.",
        "A service can be cancelled for a full refund before the work or session starts; after that we refund the part not yet delivered. If you are charged twice, or pay for an order that had already been cancelled, we refund the extra payment in full.",
        "Refunds go back to the payment method you used. We start a refund within 7 working days of agreeing it; your bank may take a few more days to show it.",
      ]),
    },
    {
      id: "grievances",
      heading: "Complaints and grievance officer",
      body: sectionBody([
        "For any complaint about an order, a payment, a download or the site, write to our Grievance Officer, {grievanceName}, at {grievanceEmail} or call {grievancePhone}, or write to the address above. We acknowledge a complaint within 48 hours and resolve it within one month of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require.",
      ]),
    },
    {
      id: "use",
      heading: "Using the website",
      body: sectionBody([
        "Do not misuse the site: no attempts to break in, overload it, collect other people's data or send unlawful content through its forms. Staff login is for the firm's staff only.",
        "The text, design and documents on this site belong to {brand} or its licensors. You may read, print and share links to pages for your own use.",
      ]),
    },
    {
      id: "liability",
      heading: "Our responsibility",
      body: sectionBody([
        "We take care that the site is accurate and available, but we cannot promise that it is always complete, current or uninterrupted. As far as the law allows, we are not liable for losses that come from relying on general information on the site without advice for your situation. Nothing in these terms limits a liability that the law does not allow us to limit.",
      ]),
    },
    {
      id: "privacy",
      heading: "Your personal data",
      body: sectionBody([
        "How we handle the personal data you give us through the site, and your rights over it, is explained in our Privacy Policy.",
      ]),
    },
    {
      id: "law",
      heading: "Law and disputes",
      body: sectionBody([
        "These terms are governed by the laws of India. Courts at {city}, {region} have jurisdiction over any dispute about them. We may update these terms; the version on this page, with its review date, applies.",
      ]),
    },
  ],
};
