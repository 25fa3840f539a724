import type * as z from "zod/mini";
import type {
  adminOrderSchema,
  auditEntrySchema,
  auditListSchema,
  doneSchema,
  editorListSchema,
  editorSchema,
  enquiryAnswerSchema,
  enquiryListSchema,
  enquirySchema,
  orderAnswerSchema,
  orderListSchema,
  subscriberListSchema,
  subscriberSchema,
} from "./admin.schema.ts";

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
  /** DELETE: ends an editor's sessions, the caller's own excepted (decision 075). */
  editorSessions: (mobile: string) => `/api/admin/editors/${encodeURIComponent(mobile)}/sessions`,
  audit: "/api/admin/audit",
  /** GET: the signed-in staff member's mobile and role (decision 101). */
  me: "/api/admin/me",
  /** The page cache's size, entries and hit rate (server/pages/README.md). */
  pageCache: "/api/admin/page-cache",
} as const;

/**
 * Staff roles (issue 28, decision 101): an owner does everything, including editors and their
 * roles, data requests, the brand and the contact details with the GSTIN; an editor runs the site's
 * content, posts, products, orders and enquiries; an author writes their own posts as drafts, which
 * an editor publishes (decision 109).
 */
export const editorRoles = ["owner", "editor", "author"] as const;
export type EditorRole = (typeof editorRoles)[number];

/**
 * `new` and `processing` are orders taken without online payment (PAYMENT_PROVIDER=none); with a
 * payment provider an order starts `awaiting_payment` and becomes `paid` on the gateway's word
 * (decision 031). `completed` was renamed `fulfilled` (migration 2026-11-24-060).
 */
export const orderStatuses = [
  "new",
  "processing",
  "awaiting_payment",
  "paid",
  "fulfilled",
  "cancelled",
  "refunded",
] as const;

export type OrderStatus = (typeof orderStatuses)[number];

export const adminMessages = {
  invalidId: "The id must be a whole number.",
  invalidOrderStatus: "Status must be new, processing, awaiting_payment, paid, fulfilled, cancelled or refunded.",
  invalidFormat: "Format must be json or csv.",
  searchTooLong: "The search must be at most 100 characters.",
  enquiryNotFound: "Enquiry not found.",
  orderNotFound: "Order not found.",
  subscriberNotFound: "Subscriber not found.",
  noCustomerEmail: "This order has no e-mail address to send to (it was mistyped or erased on request).",
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
  ownerOnly: "Only an owner can do this.",
  roleSaved: "Role saved.",
  invalidRole: "Role must be owner, editor or author.",
  lastOwner: "The site needs at least one owner: make someone else an owner first.",
  editorRemoved: "Editor removed. Their sessions have ended.",
  sessionsEnded: "Signed out everywhere else.",
  loadFailed: "Failed to load. Please try again.",
  saveFailed: "Failed to save. Please try again.",
  sessionExpired: "Your session has ended. Please log in again.",
} as const;

export type Enquiry = z.infer<typeof enquirySchema>;

export type AdminOrder = z.infer<typeof adminOrderSchema>;

export type Subscriber = z.infer<typeof subscriberSchema>;

export type Editor = z.infer<typeof editorSchema>;

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export type EnquiryList = z.infer<typeof enquiryListSchema>;

export type EnquiryAnswer = z.infer<typeof enquiryAnswerSchema>;

export type OrderList = z.infer<typeof orderListSchema>;

export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

export type SubscriberList = z.infer<typeof subscriberListSchema>;

export type EditorList = z.infer<typeof editorListSchema>;

export type AuditList = z.infer<typeof auditListSchema>;

/** The answer of a call that only confirms, with its sentence. */
export type Done = z.infer<typeof doneSchema>;
