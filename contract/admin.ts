import * as z from "zod/mini";
import { mobileSchema } from "./auth.ts";

/** The operator's console API (issue 7): every call needs a verified editor's Bearer token. */
export const adminPaths = {
  enquiries: "/api/admin/enquiries",
  enquiry: (id: number) => `/api/admin/enquiries/${id}`,
  orders: "/api/admin/orders",
  order: (id: number) => `/api/admin/orders/${id}`,
  resendConfirmation: (id: number) => `/api/admin/orders/${id}/resend-confirmation`,
  subscribers: "/api/admin/subscribers",
  subscriber: (id: number) => `/api/admin/subscribers/${id}`,
  post: (id: number) => `/api/admin/posts/${id}`,
  product: (id: number) => `/api/admin/products/${id}`,
  editors: "/api/admin/editors",
  editor: (mobile: string) => `/api/admin/editors/${encodeURIComponent(mobile)}`,
  audit: "/api/admin/audit",
} as const;

export const enquiryStatuses = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const orderStatuses = ["new", "processing", "completed", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const adminMessages = {
  invalidId: "The id must be a whole number.",
  invalidEnquiryStatus: "Status must be new, contacted or closed.",
  invalidOrderStatus: "Status must be new, processing, completed or cancelled.",
  invalidFormat: "Format must be json or csv.",
  searchTooLong: "The search must be at most 100 characters.",
  enquiryNotFound: "Enquiry not found.",
  orderNotFound: "Order not found.",
  subscriberNotFound: "Subscriber not found.",
  postNotFound: "Blog post not found",
  productNotFound: "Product not found.",
  editorNotFound: "This mobile is not on the editors list.",
  editorExists: "This mobile is already an editor.",
  cannotRemoveSelf: "You cannot remove your own mobile. Ask another editor to do it.",
  statusSaved: "Status saved.",
  confirmationQueued: "The confirmation e-mail will be sent again shortly.",
  subscriberRemoved: "Subscriber removed.",
  postSaved: "Post saved.",
  postDeleted: "Post deleted.",
  productSaved: "Product saved.",
  productDeleted: "Product deleted.",
  editorAdded: "Editor added.",
  editorRemoved: "Editor removed. Their sessions have ended.",
  loadFailed: "Failed to load. Please try again.",
  saveFailed: "Failed to save. Please try again.",
  sessionExpired: "Your session has ended. Please log in again.",
} as const;

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
export type ListQuery = z.input<typeof listQuerySchema>;

export const enquirySchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  contact_number: z.string(),
  status: z.enum(enquiryStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiryListSchema = z.object({ enquiries: z.array(enquirySchema) });
export const enquiryStatusSchema = z.object({ status: z.enum(enquiryStatuses, { error: adminMessages.invalidEnquiryStatus }) });
export const enquiryAnswerSchema = z.object({ message: z.string(), enquiry: enquirySchema });

export const orderLineSchema = z.object({
  productId: z.number(),
  title: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
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
  lines: z.array(orderLineSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const orderListSchema = z.object({ orders: z.array(adminOrderSchema) });
export const orderStatusSchema = z.object({ status: z.enum(orderStatuses, { error: adminMessages.invalidOrderStatus }) });
export const orderAnswerSchema = z.object({ message: z.string(), order: adminOrderSchema });

export const subscriberSchema = z.object({ id: z.number(), email: z.string(), created_at: z.string() });
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema) });

export const editorSchema = z.object({
  mobile: z.string(),
  created_at: z.string(),
  /** Sessions that are neither revoked nor expired. */
  activeSessions: z.number(),
});
export type Editor = z.infer<typeof editorSchema>;
export const editorListSchema = z.object({ editors: z.array(editorSchema) });
export const editorCreateSchema = z.object({ mobile: mobileSchema });

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/** The answer of a change that returns no record. */
export const doneSchema = z.object({ message: z.string() });
