import * as z from "zod/mini";
import { adminMessages, editorRoles, orderStatuses } from "./admin.ts";
import { enquiryStages, enquiryOrigins } from "./leads.ts";
import { enquiryEventSchema, enquiryNoteSchema, visitSourceSchema } from "./leads.schema.ts";
import { mobileSchema } from "../api/auth.schema.ts";
import { subscriberStatuses } from "../api/subscribe.ts";

/** A numeric id in a URL path. */
export const idParamsSchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, adminMessages.invalidId)), z.transform(Number)),
});

export const mobileParamsSchema = z.object({ mobile: mobileSchema });

/** ?q= search and ?format=csv of the three lists. */
export const listQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, adminMessages.searchTooLong))),
  format: z._default(z.enum(["json", "csv"], { error: adminMessages.invalidFormat }), "json"),
});

export const enquirySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  contact_number: z.string(),
  /** Optional message (pre-filled by the compliance tools); absent on enquiries from the SPEC form. */
  message: z.optional(z.nullable(z.string())),
  /** The pipeline's stage (contract/console/leads.ts). */
  status: z.enum(enquiryStages),
  created_at: z.string(),
  updated_at: z.string(),
  origin: z.enum(enquiryOrigins),
  /** An editor's mobile, or null while nobody owns it. */
  owner: z.nullable(z.string()),
  /** ISO date in India. */
  nextFollowUp: z.nullable(z.string()),
  lostReason: z.nullable(z.string()),
  /** Rupees a month, once won. */
  monthlyValue: z.nullable(z.number()),
  company: z.nullable(z.string()),
  state: z.nullable(z.string()),
  employees: z.nullable(z.string()),
  service: z.nullable(z.string()),
  /** The client a won enquiry became (issue 32), once made. */
  clientId: z.nullable(z.number()),
  /** The which-laws checker's answers by its query keys, for an enquiry it sent. */
  toolAnswers: z.nullable(z.record(z.string(), z.string())),
  source: visitSourceSchema,
  /** Stage changes, oldest first. */
  history: z.array(enquiryEventSchema),
  notes: z.array(enquiryNoteSchema),
});

export const enquiryListSchema = z.object({ enquiries: z.array(enquirySchema) });

/** An owner's morning (issue 30): open enquiries whose follow-up is past or today, and the new ones since yesterday. */
export const morningViewSchema = z.object({
  owner: z.string(),
  today: z.string(),
  overdue: z.array(enquirySchema),
  dueToday: z.array(enquirySchema),
  newSinceYesterday: z.array(enquirySchema),
});

export const enquiryAnswerSchema = z.object({ message: z.string(), enquiry: enquirySchema });

export const orderLineSchema = z.object({
  productId: z.number(),
  title: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
});

/** One line of an order's status history: who moved it (checkout, callback, webhook, staff) and why. */
export const orderEventSchema = z.object({
  at: z.string(),
  status: z.enum(orderStatuses),
  source: z.string(),
  detail: z.string(),
});

/** An order as the console reads it; money in rupees. */
export const adminOrderSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  country: z.string(),
  coupon: z.nullable(z.string()),
  note: z.nullable(z.string()),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the customer's personal data was erased; the invoice data stays (decision 015). */
  personalDataErasedAt: z.nullable(z.string()),
  lines: z.array(orderLineSchema),
  /** Online payment and invoice (issue 16). */
  paymentProvider: z.string(),
  paymentId: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  invoiceNumber: z.nullable(z.string()),
  buyerGstin: z.nullable(z.string()),
  history: z.array(orderEventSchema),
});

export const orderListSchema = z.object({ orders: z.array(adminOrderSchema) });

export const orderStatusSchema = z.object({
  status: z.enum(orderStatuses, { error: adminMessages.invalidOrderStatus }),
});

export const orderAnswerSchema = z.object({ message: z.string(), order: adminOrderSchema });

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(subscriberStatuses),
  created_at: z.string(),
  confirmed_at: z.nullable(z.string()),
  unsubscribed_at: z.nullable(z.string()),
});

export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema) });

const roleSchema = z.enum(editorRoles, { error: adminMessages.invalidRole });

export const editorSchema = z.object({
  mobile: z.string(),
  role: z.enum(editorRoles),
  created_at: z.string(),
  /** Sessions that are neither revoked nor expired. */
  activeSessions: z.number(),
});

export const editorListSchema = z.object({ editors: z.array(editorSchema) });

export const editorCreateSchema = z.object({ mobile: mobileSchema, role: z.optional(roleSchema) });

export const editorRoleSchema = z.object({ role: roleSchema });

export const meSchema = z.object({ mobile: z.string(), role: z.enum(editorRoles) });

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  /** The record before and after the change, as JSON, for the changes that keep them (guide answers). */
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  created_at: z.string(),
});

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/** The answer of a change that returns no record. */
export const doneSchema = z.object({ message: z.string() });
