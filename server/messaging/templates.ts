import { formatInr } from "../../app/lib/format.ts";
import { site } from "../../app/content/site.ts";
import type { OutgoingMessage } from "./outbox.ts";

/** Where alerts about new enquiries and orders go (app/content/site.ts). */
export const businessAddress = site.emails.primary;

export function otpSms(mobile: string, code: string): OutgoingMessage {
  return {
    channel: "sms",
    to: mobile,
    subject: "Login code",
    text: `${code} is your ${site.shortBrand} login code. It expires in 5 minutes. Do not share it with anyone.`,
  };
}

export interface EnquiryFacts {
  id: number;
  name: string;
  email: string;
  contactNumber: string;
}

export function enquiryAlert(enquiry: EnquiryFacts): OutgoingMessage {
  return {
    channel: "email",
    to: businessAddress,
    subject: `New enquiry #${enquiry.id} from ${enquiry.name}`,
    text: [`A new enquiry arrived through the website.`, ``, `Name: ${enquiry.name}`, `E-mail: ${enquiry.email}`, `Contact number: ${enquiry.contactNumber}`, ``, `Enquiry number: ${enquiry.id}`].join("\n"),
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

const rupees = (paise: number) => formatInr(paise / 100);

function orderSummary(order: OrderFacts): string[] {
  const lines = order.lines.map((l) => `- ${l.title} x ${l.quantity}: ${rupees(l.lineTotalPaise)}`);
  return [
    ...lines,
    ``,
    `Subtotal: ${rupees(order.subtotalPaise)}`,
    ...(order.discountPaise > 0 ? [`Discount${order.coupon ? ` (${order.coupon})` : ""}: -${rupees(order.discountPaise)}`] : []),
    `Total: ${rupees(order.totalPaise)}`,
  ];
}

export function orderConfirmation(order: OrderFacts): OutgoingMessage {
  return {
    channel: "email",
    to: order.email,
    subject: `Your order #${order.id} with ${site.brand}`,
    text: [
      `Dear ${order.firstName},`,
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
  return {
    channel: "email",
    to: businessAddress,
    subject: `New order #${order.id}: ${rupees(order.totalPaise)}`,
    text: [
      `Order #${order.id} from ${order.firstName} ${order.lastName} <${order.email}>, phone ${order.phone}.`,
      `Address: ${order.address}, ${order.city}, ${order.state} ${order.pinCode}, India`,
      ...(order.note ? [`Note: ${order.note}`] : []),
      ``,
      ...orderSummary(order),
    ].join("\n"),
  };
}
