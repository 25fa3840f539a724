import { formatInr } from "../../contract/shared/format.ts";
import { emailHtml, emailText } from "./email-html.ts";
import type { OutgoingMessage } from "./outbox.ts";
import { toRupees } from "../../contract/shared/money.ts";
import { COUNTRY } from "../../contract/shop/orders.ts";
import { oneClickField } from "../../contract/api/subscribe.ts";
import { currentSite } from "../site-identity.ts";
import type { SiteIdentity } from "../../contract/shared/site.ts";

export function otpSms(mobile: string, code: string): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "sms",
    to: mobile,
    subject: "Login code",
    text: `${code} is your ${site.shortBrand} login code. It expires in 5 minutes. Do not share it with anyone.`,
  };
}

/** A message's text with any 6-digit code replaced: what the outbox keeps of an OTP once it is sent. */
export function withoutCodes(text: string): string {
  return text.replace(/\b\d{6}\b/g, "[code]");
}

/** To the other editors when wrong login codes for an editor's mobile start a lock (decision 070). */
export function loginAlertSms(to: string, target: string, wrongCodes: number): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "sms",
    to,
    subject: "Login alert",
    text: `${site.shortBrand} login alert: ${wrongCodes} wrong codes were entered for the editor mobile ending ${target.slice(-4)} within a day; further tries are paused. If it was not a colleague, tell your administrator.`,
  };
}

export interface EnquiryFacts {
  id: number;
  name: string;
  email: string;
  contactNumber: string;
  message: string | null;
  /** Issue 30: the optional fields and where the visit came from, each line only when given. */
  details?: [label: string, value: string | null][];
}

export function enquiryAlert(enquiry: EnquiryFacts): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    // Alerts about new enquiries and orders go to the firm's primary address (contract/shared/site.ts).
    to: site.emails.primary,
    subject: `New enquiry #${enquiry.id} from ${enquiry.name}`,
    text: [
      `A new enquiry arrived through the website.`,
      ``,
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email}`,
      `Contact number: ${enquiry.contactNumber}`,
      ...(enquiry.details ?? []).flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
      ...(enquiry.message ? [``, `Message:`, enquiry.message] : []),
      ``,
      `Enquiry number: ${enquiry.id}`,
    ].join("\n"),
  };
}

export interface OrderFacts {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  coupon: string | null;
  note: string | null;
  lines: { title: string; quantity: number; lineTotalPaise: number }[];
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
}

const rupees = (paise: number) => formatInr(toRupees(paise));

function orderSummary(order: OrderFacts): string[] {
  const lines = order.lines.map((l) => `- ${l.title} x ${l.quantity}: ${rupees(l.lineTotalPaise)}`);
  return [
    ...lines,
    ``,
    `Subtotal: ${rupees(order.subtotalPaise)}`,
    ...(order.discountPaise > 0
      ? [`Discount${order.coupon ? ` (${order.coupon})` : ""}: -${rupees(order.discountPaise)}`]
      : []),
    `Total: ${rupees(order.totalPaise)}`,
  ];
}

/**
 * The checkout's confirmation (PAYMENT_PROVIDER=none), sent to whatever address the form was given:
 * it carries nothing the sender typed, only the order as the server priced it, so the site cannot
 * relay a stranger's words to anyone from the business's domain (security review L7).
 */
export function orderConfirmation(order: OrderFacts): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: order.email,
    subject: `Your order #${order.id} with ${site.brand}`,
    text: [
      `Hello,`,
      ``,
      `Thank you for your order #${order.id}. We have received it and will contact you about payment and delivery.`,
      ``,
      ...orderSummary(order),
      ``,
      `Questions? Call ${site.phone.display} or write to ${site.emails.primary}.`,
      site.brand,
    ].join("\n"),
  };
}

export function orderAlert(order: OrderFacts): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: site.emails.primary,
    subject: `New order #${order.id}: ${rupees(order.totalPaise)}`,
    text: [
      `Order #${order.id} from ${order.firstName} ${order.lastName} <${order.email}>, phone ${order.phone}.`,
      `Address: ${order.address}, ${order.city}, ${order.state} ${order.pinCode}, ${COUNTRY}`,
      ...(order.note ? [`Note: ${order.note}`] : []),
      ``,
      ...orderSummary(order),
    ].join("\n"),
  };
}

/** The customer's one e-mail when the payment lands: the absolute link to the order page is the way back. */
export function orderPaid(order: OrderFacts, orderLink: string, invoiceNumber: string): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: order.email,
    subject: `Payment received: order #${order.id} with ${site.brand}`,
    text: [
      `Dear ${order.firstName},`,
      ``,
      `Thank you: we have received your payment for order #${order.id}. Your tax invoice is ${invoiceNumber}.`,
      ``,
      ...orderSummary(order),
      ``,
      `Your order, its invoice and your downloads are here (keep this link private, it is your key):`,
      orderLink,
      ``,
      `Questions? Call ${site.phone.display} or write to ${site.emails.primary}.`,
      site.brand,
    ].join("\n"),
  };
}

/** Staff's alert for a paid order: what to fulfil (services by hand; the downloads deliver themselves). */
export function orderPaidAlert(order: OrderFacts, paymentId: string, invoiceNumber: string): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: site.emails.primary,
    subject: `Paid order #${order.id}: ${rupees(order.totalPaise)}`,
    text: [
      `Order #${order.id} was paid online (payment ${paymentId}, invoice ${invoiceNumber}).`,
      `Customer: ${order.firstName} ${order.lastName} <${order.email}>, phone ${order.phone}.`,
      `Address: ${order.address}, ${order.city}, ${order.state} ${order.pinCode}, ${COUNTRY}`,
      ...(order.note ? [`Note: ${order.note}`] : []),
      ``,
      ...orderSummary(order),
    ].join("\n"),
  };
}

/**
 * The RFC 8058 headers of every e-mail to subscribers: mail clients show their own Unsubscribe
 * button, which POSTs `List-Unsubscribe=One-Click` to the URL (decision 016).
 */
export function oneClickHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": `${oneClickField.name}=${oneClickField.value}` };
}

/** The e-mail that confirms a request for compliance calendar reminders (nothing starts without it). */
export function reminderConfirmation(email: string, startLink: string, scope: string): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: email,
    subject: "Confirm your compliance calendar reminders",
    text: [
      `You asked for e-mail reminders of the compliance calendar (${scope}), three days before each due date.`,
      ``,
      `To start them, open this link and press "Start reminders":`,
      startLink,
      ``,
      `If you did not ask for this, ignore this e-mail: nothing will be sent.`,
      site.brand,
    ].join("\n"),
  };
}

/** The same confirmation in Hindi, for a signup from a Hindi page (issue 29); its link opens the Hindi page. */
export function reminderConfirmationHi(email: string, startLink: string, scope: string): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: email,
    subject: "अनुपालन कैलेंडर के रिमाइंडर की पुष्टि करें",
    text: [
      `आपने अनुपालन कैलेंडर (${scope}) के ई-मेल रिमाइंडर माँगे हैं, जो हर नियत तारीख़ से तीन दिन पहले आएँगे।`,
      ``,
      `इन्हें शुरू करने के लिए यह लिंक खोलें और "रिमाइंडर शुरू करें" दबाएँ:`,
      startLink,
      ``,
      `अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: कुछ भी नहीं भेजा जाएगा।`,
      site.brand,
    ].join("\n"),
  };
}

export interface DueReminderItem {
  title: string;
  period: string;
  what: string;
  how: string;
  where: string | null;
}

/** A reminder three days (or fewer, after a pause) before a due date, with every item due that day. */
export function dueDateReminder(
  email: string,
  reminder: { date: string; items: DueReminderItem[]; calendarUrl: string; stopLink: string; oneClickUrl: string },
): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: email,
    headers: oneClickHeaders(reminder.oneClickUrl),
    subject: `Due on ${reminder.date}: ${reminder.items.map((i) => i.title).join(", ")}`,
    text: [
      `These statutory dates fall on ${reminder.date}:`,
      ``,
      ...reminder.items.flatMap((item) => [
        `- ${item.title} ${item.period}`,
        `  ${item.what}`,
        `  How: ${item.how}${item.where ? ` (${item.where})` : ""}`,
        ``,
      ]),
      `Labour rules change often: check the current position with the authority before you act.`,
      `The calendar: ${reminder.calendarUrl}`,
      `Questions? Call ${site.phone.display} or write to ${site.emails.primary}.`,
      ``,
      `Stop these reminders: ${reminder.stopLink}`,
      site.brand,
    ].join("\n"),
  };
}

/**
 * The same reminder in Hindi, for a subscriber who signed up on a Hindi page (issue 29, decision
 * 127): the items arrive in Hindi (contract/rules/calendar-hi.ts), the links lead to Hindi pages.
 */
export function dueDateReminderHi(
  email: string,
  reminder: { date: string; items: DueReminderItem[]; calendarUrl: string; stopLink: string; oneClickUrl: string },
): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: email,
    headers: oneClickHeaders(reminder.oneClickUrl),
    subject: `${reminder.date} को देय: ${reminder.items.map((i) => i.title).join(", ")}`,
    text: [
      `${reminder.date} को ये वैधानिक तारीख़ें पड़ती हैं:`,
      ``,
      ...reminder.items.flatMap((item) => [
        `- ${item.title} (${item.period})`,
        `  ${item.what}`,
        `  कैसे: ${item.how}${item.where ? ` (${item.where})` : ""}`,
        ``,
      ]),
      `श्रम नियम अक्सर बदलते हैं: कोई क़दम उठाने से पहले संबंधित विभाग या प्राधिकरण से वर्तमान स्थिति की पुष्टि कर लें।`,
      `कैलेंडर: ${reminder.calendarUrl}`,
      `कोई प्रश्न? ${site.phone.display} पर कॉल करें या ${site.emails.primary} पर लिखें।`,
      ``,
      `ये रिमाइंडर बंद करें: ${reminder.stopLink}`,
      site.brand,
    ].join("\n"),
  };
}

/** What the double opt-in e-mail says, in either language. */
interface SubscriptionConfirmationFacts {
  to: string;
  confirmUrl: string;
  privacyUrl: string;
}

/** The double opt-in e-mail (decision 016): nothing else is sent to the address until its link is opened. */
export function subscriptionConfirmation(facts: SubscriptionConfirmationFacts): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: facts.to,
    subject: `Please confirm your subscription to ${site.brand}`,
    text: [
      `Hello,`,
      ``,
      `This address was entered on our website to join the ${site.brand} mailing list.`,
      `To confirm that you want our newsletter, open this link within 7 days:`,
      ``,
      facts.confirmUrl,
      ``,
      `If you did not ask for this, ignore this e-mail: you will receive nothing else from us, and we delete the address after 7 days.`,
      `You can leave the list at any time with the link at the end of every newsletter.`,
      `How we use your address: ${facts.privacyUrl}`,
      ``,
      site.brand,
    ].join("\n"),
  };
}

/** The same e-mail in Hindi, for an address entered on a Hindi page (issue 29). */
export function subscriptionConfirmationHi(facts: SubscriptionConfirmationFacts): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: facts.to,
    subject: `${site.brand} की मेलिंग सूची की सदस्यता की पुष्टि करें`,
    text: [
      `नमस्ते,`,
      ``,
      `हमारी वेबसाइट पर यह ई-मेल पता ${site.brand} की मेलिंग सूची से जुड़ने के लिए भरा गया था।`,
      `अगर आप हमारा न्यूज़लेटर पाना चाहते हैं, तो 7 दिनों के भीतर यह लिंक खोलकर पुष्टि करें:`,
      ``,
      facts.confirmUrl,
      ``,
      `अगर आपने यह नहीं माँगा था, तो इस ई-मेल को अनदेखा करें: हमसे आपको और कुछ नहीं मिलेगा, और 7 दिनों बाद हम यह पता मिटा देते हैं।`,
      `हर न्यूज़लेटर के अंत में दिए लिंक से आप कभी भी सूची छोड़ सकते हैं।`,
      `हम आपके पते का इस्तेमाल कैसे करते हैं: ${facts.privacyUrl}`,
      ``,
      site.brand,
    ].join("\n"),
  };
}

/** A newsletter made ready to send: its parts built once, the reader's own links added per message. */
export interface NewsletterBody {
  subject: string;
  html: string;
  text: string;
  /** The post it was made from, to read online. */
  postUrl: string | null;
  privacyUrl: string;
}

export function newsletterBody(
  newsletter: { subject: string; html: string },
  links: { postUrl: string | null; privacyUrl: string },
): NewsletterBody {
  return {
    subject: newsletter.subject,
    html: emailHtml(newsletter.html),
    text: emailText(newsletter.html),
    ...links,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * One reader's newsletter (decision 016): the text and HTML parts, each ending with why the reader
 * gets it, a one-click unsubscribe link, the privacy policy and the firm's postal address; and the
 * RFC 8058 headers, so mail clients show their own Unsubscribe button. A test send (no reader
 * link) says where the link will be and carries no unsubscribe headers.
 */
export function newsletterEmail(
  body: NewsletterBody,
  reader: { to: string; unsubscribeUrl: string | null },
): OutgoingMessage {
  const site = currentSite();
  const address = [
    ...site.address.lines,
    `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
    site.address.country,
  ].join(", ");
  const why = `You receive this because you subscribed to the ${site.brand} mailing list.`;
  const leave = reader.unsubscribeUrl
    ? `Unsubscribe in one click: ${reader.unsubscribeUrl}`
    : `[Test send: each subscriber's copy has their own one-click unsubscribe link here.]`;
  const text = [
    body.text,
    ...(body.postUrl ? [``, `Read it on our website: ${body.postUrl}`] : []),
    ``,
    `--`,
    why,
    leave,
    `Privacy policy: ${body.privacyUrl}`,
    `${site.brand}, ${address}`,
  ].join("\n");
  // The brand's primary colour (checked to read on white when it was published) marks the letter
  // as the firm's: the band across its top, its name and its links (issue 28).
  const primary = site.colours.primary;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${primary}">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-top:6px solid ${primary};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">`,
    brandHeader(site, new URL(body.privacyUrl).origin),
    body.html,
    body.postUrl ? `<p>${link(body.postUrl, "Read it on our website")}</p>` : "",
    `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">`,
    `<p style="margin:0;font-size:13px;color:#4b5563">${escapeHtml(why)} `,
    reader.unsubscribeUrl ? `${link(reader.unsubscribeUrl, "Unsubscribe")} in one click. ` : `${escapeHtml(leave)} `,
    `${link(body.privacyUrl, "Privacy policy")}.<br>${escapeHtml(`${site.brand}, ${address}`)}</p>`,
    `</div></body></html>`,
  ].join("");
  return {
    channel: "email",
    to: reader.to,
    subject: reader.unsubscribeUrl ? body.subject : `[Test] ${body.subject}`,
    text,
    html,
    ...(reader.unsubscribeUrl ? { headers: oneClickHeaders(reader.unsubscribeUrl) } : {}),
  };
}

/** The newsletter's first line: the firm's uploaded logo (issue 28), or its name in bold until there is one. */
function brandHeader(site: SiteIdentity, origin: string): string {
  if (!site.logo)
    return `<p style="margin:0 0 16px;font-weight:bold;color:${site.colours.primary}">${escapeHtml(site.brand)}</p>`;
  const src = site.logo.src.startsWith("/") ? `${origin}${site.logo.src}` : site.logo.src;
  const size = site.logo.width && site.logo.height ? ` width="${site.logo.width}" height="${site.logo.height}"` : "";
  return `<p style="margin:0 0 16px"><img src="${escapeHtml(src)}" alt="${escapeHtml(site.brand)}"${size} style="max-width:240px;height:auto"></p>`;
}

/** To the enquirer (issue 30): what happens next, the office hours and the firm's number. */
export function enquiryAcknowledgement(enquiry: { id: number; name: string; email: string }): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: enquiry.email,
    subject: `We received your enquiry (#${enquiry.id})`,
    text: [
      `Dear ${enquiry.name},`,
      ``,
      `Thank you for contacting ${site.brand}. Your enquiry has reached our compliance team.`,
      ``,
      `What happens next: one of our consultants will call or e-mail you within one working day to`,
      `understand what you need, and then suggest how we can help.`,
      ``,
      `Office hours: ${site.hours.weekdays}; ${site.hours.sunday}.`,
      `For anything urgent, call us on ${site.phone.display}.`,
      ``,
      `If you did not send this enquiry, you may ignore this e-mail.`,
      site.brand,
    ].join("\n"),
  };
}

/** To staff by SMS (issue 30): a new lead arrived; the details are in the console. */
export function newLeadSms(to: string, enquiry: { id: number; name: string; source: string }): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "sms",
    to,
    subject: "New lead",
    text: `${site.shortBrand}: new enquiry #${enquiry.id} from ${enquiry.name.slice(0, 40)} (source: ${enquiry.source}). Open the console to follow it up.`,
  };
}

/** To an editor by SMS when an enquiry is given to them. */
export function leadAssignedSms(to: string, enquiry: { id: number; name: string }): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "sms",
    to,
    subject: "Lead assigned",
    text: `${site.shortBrand}: enquiry #${enquiry.id} from ${enquiry.name.slice(0, 40)} is now yours. Open the console for the details.`,
  };
}

/** The morning reminder of a follow-up due today (or missed), by SMS to its owner. */
export function followUpSms(to: string, enquiry: { id: number; name: string; nextFollowUp: string }): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "sms",
    to,
    subject: "Follow-up due",
    text: `${site.shortBrand}: follow up enquiry #${enquiry.id} (${enquiry.name.slice(0, 40)}), due ${enquiry.nextFollowUp}.`,
  };
}

/**
 * The same reminder by e-mail. Editors are known by mobile only, so it goes to the firm's primary
 * address, naming the owner.
 */
export function followUpEmail(
  owner: string,
  enquiry: { id: number; name: string; email: string; contactNumber: string; nextFollowUp: string; status: string },
): OutgoingMessage {
  const site = currentSite();
  return {
    channel: "email",
    to: site.emails.primary,
    subject: `Follow-up due: enquiry #${enquiry.id} from ${enquiry.name}`,
    text: [
      `The follow-up of this enquiry is due ${enquiry.nextFollowUp}; its owner is the editor ${owner}.`,
      ``,
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email}`,
      `Contact number: ${enquiry.contactNumber}`,
      `Stage: ${enquiry.status}`,
      ``,
      `Enquiry number: ${enquiry.id}`,
    ].join("\n"),
  };
}
