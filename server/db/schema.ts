import type { Generated } from "kysely";

/** Table types. Times are ISO-8601 UTC strings; money is integer paise; booleans are 0/1 integers. */
export interface Database {
  posts: PostsTable;
  redirects: RedirectsTable;
  products: ProductsTable;
  enquiries: EnquiriesTable;
  enquiry_events: EnquiryEventsTable;
  enquiry_notes: EnquiryNotesTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_page_views: AnalyticsPageViewsTable;
  analytics_visitors: AnalyticsVisitorsTable;
  analytics_page_visitors: AnalyticsPageVisitorsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  subscribers: SubscribersTable;
  visitor_counter: VisitorCounterTable;
  editors: EditorsTable;
  editor_removals: EditorRemovalsTable;
  otp_codes: OtpCodesTable;
  login_attempts: LoginAttemptsTable;
  public_mail_sends: PublicMailSendsTable;
  bookings: BookingsTable;
  booking_settings: BookingSettingsTable;
  booking_days: BookingDaysTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  reminder_sends: ReminderSendsTable;
  newsletters: NewslettersTable;
  newsletter_recipients: NewsletterRecipientsTable;
  order_events: OrderEventsTable;
  order_downloads: OrderDownloadsTable;
  invoice_counters: InvoiceCountersTable;
  rate_limits: RateLimitsTable;
  job_runs: JobRunsTable;
  guide_answers: GuideAnswersTable;
  guide_answer_translations: GuideAnswerTranslationsTable;
  licence_rows: LicenceRowsTable;
  licence_row_translations: LicenceRowTranslationsTable;
  service_legal_lists: ServiceLegalListsTable;
  service_legal_list_translations: ServiceLegalListTranslationsTable;
  site_settings: SiteSettingsTable;
  figure_values: FigureValuesTable;
  due_date_changes: DueDateChangesTable;
  legal_updates: LegalUpdatesTable;
  content_drafts: ContentDraftsTable;
  content_versions: ContentVersionsTable;
  media: MediaTable;
  clients: ClientsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_payments: InvoicePaymentsTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  credit_note_counters: InvoiceCountersTable;
  retainers: RetainersTable;
}

export interface PostsTable {
  id: Generated<number>;
  title: string;
  content: string;
  tag: string;
  category: string;
  image: string | null;
  author: string;
  excerpt: string;
  rating: number | null;
  created_at: string;
  updated_at: string;
  /** draft, scheduled or published (issue 28); only published posts are public. */
  status: Generated<string>;
  /** When a scheduled post goes live (UTC ISO). */
  publish_at: string | null;
  /** The staff member who wrote it, for the author role's own posts. */
  author_mobile: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
}

export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_url: string;
  created_at: string;
  created_by: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  title: string;
  category: string;
  price_paise: number;
  original_price_paise: number | null;
  image: string;
  description: string;
  on_sale: number;
  rating: number;
  created_at: string;
  updated_at: string;
  /** GST: the SAC code and the rate in basis points, 1800 = 18% (migration 2026-11-24-060). */
  sac_code: Generated<string>;
  gst_rate_bp: Generated<number>;
  /** The downloadable file in the private store (migration 2026-11-24-061); null for a service. */
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_bytes: number | null;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact_number: string;
  /** Optional since 2026-11-24 (a pre-filled message from the compliance tools). */
  message: string | null;
  /** The pipeline's stage (contract/console/leads.ts): new, contacted, proposal_sent, won or lost. */
  status: string;
  created_at: string;
  updated_at: string;
  /** Since 2026-11-27 (migration 130): the pipeline. The owner is an editor's mobile. */
  owner_mobile: string | null;
  /** ISO date in India of the next follow-up, and the date whose morning reminder was queued. */
  next_follow_up: string | null;
  follow_up_reminded: string | null;
  lost_reason: string | null;
  monthly_value_paise: number | null;
  /** Which form sent it: contact, which-laws, calculator or booking. */
  origin: Generated<string>;
  company: string | null;
  state: string | null;
  employees: string | null;
  service: string | null;
  /** JSON: the which-laws checker's answers, as the checker's query keys and values. */
  tool_answers: string | null;
  landing_path: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** Since migration 153: the client a won enquiry became. */
  client_id: number | null;
  /** The source's name as the analytics counts it: utm_source, else the referring host, else direct. */
  source: string | null;
}

/** One stage change of an enquiry: who moved it, when, to which stage, and the detail (reason, value, owner). */
export interface EnquiryEventsTable {
  id: Generated<number>;
  enquiry_id: number;
  at: string;
  actor: string;
  status: string;
  detail: string;
}

export interface EnquiryNotesTable {
  id: Generated<number>;
  enquiry_id: number;
  at: string;
  author: string;
  text: string;
}

export interface OrdersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  phone: string;
  country: string;
  coupon: string | null;
  note: string | null;
  subtotal_paise: number;
  discount_paise: number;
  total_paise: number;
  status: string;
  created_at: string;
  updated_at: string;
  /** Set when the customer's personal data was erased; the invoice data stays (migration 2026-11-24-053). */
  personal_data_erased_at: string | null;
  /** Payment and invoice (migration 2026-11-24-060); null on orders taken before it. */
  payment_provider: string | null;
  payment_link_id: string | null;
  payment_url: string | null;
  payment_id: string | null;
  paid_at: string | null;
  access_key: string | null;
  buyer_gstin: string | null;
  /** The optional business name asked beside the GSTIN (migration 2026-11-27-152). */
  buyer_business_name: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  /** The seller as printed on the issued invoice, JSON (migration 2026-11-24-062). */
  invoice_seller: string | null;
  /** Until when the paid order's download links work (migration 2026-11-24-061). */
  downloads_expire_at: string | null;
  /** When the payment timeout cancelled the order; cleared when its status changes again (migration 2026-11-24-063). */
  payment_expired_at: string | null;
  /** The credit note a refund of the invoiced order issued (migration 2026-11-27-155). */
  credit_note_number: string | null;
  credit_note_date: string | null;
  /** The visit's source name, landing path and campaign (migration 2026-11-27-143; null before it). */
  source: string | null;
  landing_path: string | null;
  campaign: string | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  title: string;
  unit_price_paise: number;
  quantity: number;
  line_total_paise: number;
  /** GST as priced at the order and split on the invoice (migration 2026-11-24-060). */
  sac_code: string | null;
  gst_rate_bp: number | null;
  taxable_paise: number | null;
  cgst_paise: number | null;
  sgst_paise: number | null;
  igst_paise: number | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  at: string;
  status: string;
  /** checkout, callback, webhook or staff */
  source: string;
  detail: string;
}

export interface OrderDownloadsTable {
  order_id: number;
  product_id: number;
  count: number;
}

export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  /** pending (until the confirmation link is opened), active or unsubscribed (decision 016). */
  status: string;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  /** When the subscriber confirmed compliance calendar reminders; null when they are off. */
  reminders_since: string | null;
  /** The calendar filter the reminders follow (state, kind of establishment). */
  reminder_state: string | null;
  reminder_kind: string | null;
  /** The reminders' language: "hi" for a signup from a Hindi page, null for English (migration 2026-11-27-175). */
  reminder_language: string | null;
  /** JSON: the /updates topics the subscriber chose (decision 085); null before they chose. */
  update_topics: string | null;
  /** The state they named for changes in the law; null or "" for none. */
  update_state: string | null;
  /** The visit's source name, landing path and campaign (migration 2026-11-27-143; null before it). */
  source: string | null;
  landing_path: string | null;
  campaign: string | null;
}

export interface VisitorCounterTable {
  id: number;
  count: number;
}

export interface EditorsTable {
  mobile: string;
  created_at: string;
  /** owner, or editor (decision 101). */
  role: Generated<string>;
}

export interface OtpCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  client_address: string;
  created_at: string;
}

/** One checked login code (migration 2026-11-27-080, decision 070). */
export interface LoginAttemptsTable {
  id: Generated<number>;
  mobile: string;
  /** The client address as counted (server/client-address.ts: IPv6 by its /64). */
  client_key: string;
  outcome: "wrong" | "signed-in";
  /** 1 when the address was one the mobile had signed in from within 30 days. */
  trusted: number;
  created_at: string;
}

/** When a public form last e-mailed an address (migration 2026-11-27-081, decision 071). */
export interface PublicMailSendsTable {
  /** HMAC-SHA256 of the lower-cased address with SESSION_SECRET. */
  recipient_hash: string;
  sent_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  mobile: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** Set when the session is used, at most once a minute (migration 2026-11-27-083); null: not since created. */
  last_used_at: string | null;
}

/** A mobile an editor removed, kept so EDITOR_MOBILES does not add it back (migration 2026-11-27-083). */
export interface EditorRemovalsTable {
  mobile: string;
  removed_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  /** The HTML part of an e-mail, when it has one (newsletters). */
  html: string | null;
  /** Extra e-mail headers as a JSON object, e.g. List-Unsubscribe (migration 2026-11-24-050). */
  headers: string | null;
  /** 1 for a newsletter's messages: delivered after everything else that is due. */
  bulk: number;
  /** An e-mail's files as a JSON array of `{ filename, contentType, base64 }` (migration 2026-11-27-150). */
  attachments: string | null;
  /** 1 when the text holds a live secret (an OTP), removed once delivered or given up (migration 2026-11-27-082). */
  secret: Generated<number>;
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Every change an editor makes from the console (migration 2026-11-22-002). */
export interface AuditLogTable {
  id: Generated<number>;
  /** The editor's mobile. */
  actor: string;
  /** e.g. "enquiry.status", "post.delete". */
  action: string;
  /** e.g. "enquiry 12", "editor 9876543210". */
  target: string;
  /** A short human sentence of what changed. */
  detail: string;
  /** The record as it was and as it is after the change, as JSON, for the changes that keep them (guide answers). */
  before_value: string | null;
  after_value: string | null;
  created_at: string;
}

/** One reminder e-mail queued: at most one per subscriber and due date. */
export interface ReminderSendsTable {
  id: Generated<number>;
  subscriber_id: number;
  due_date: string;
  created_at: string;
}

/** A newsletter written in the console (migration 2026-11-24-052, decision 016). */
export interface NewslettersTable {
  id: Generated<number>;
  subject: string;
  /** The body as the post sanitizer left it. */
  html: string;
  /** The post it was made from ("send this post to subscribers"), for the link to read it online. */
  post_id: number | null;
  /** draft, sending or sent. */
  status: string;
  /** The editor's mobile. */
  created_by: string;
  created_at: string;
  updated_at: string;
  sending_started_at: string | null;
  finished_at: string | null;
  /** Kept when the recipient rows are purged with the messages. */
  recipient_count: number;
  sent_count: number;
  failed_count: number;
  skipped_count: number;
}

/** One address a newsletter goes to: pending, queued (its outbox message exists), sent, failed or skipped. */
export interface NewsletterRecipientsTable {
  id: Generated<number>;
  newsletter_id: number;
  email: string;
  status: string;
  outbox_id: number | null;
  queued_at: string | null;
  settled_at: string | null;
  error: string | null;
}

/** A rate limiter's window for one key on PostgreSQL (server/plugins/postgres-rate-limit-store.ts). */
export interface RateLimitsTable {
  /** The limiter's name and the client's address (or other key). */
  key: string;
  used: number;
  /** When the window ends, in epoch milliseconds. */
  resets_at: number;
}

/** When a scheduled job's last pass started in the cluster, on PostgreSQL (server/jobs/cluster-gate.ts). */
export interface JobRunsTable {
  name: string;
  started_at: string;
}

/** One guideline answer (issue 20, decision 028); `id` is the stable key the typed files gave it. */
/** A guide answer in another language (issue 29); the badge's day and month are the English row's. */
export interface GuideAnswerTranslationsTable {
  answer_id: string;
  /** "hi". */
  language: string;
  question: string;
  /** Sanitized HTML (the posts' sanitizer). */
  answer_html: string;
  date_note: string;
  /** ISO date (YYYY-MM-DD) the translation was last checked against its sources. */
  reviewed_on: string;
  /** JSON: [{ name, url }], at least one. */
  sources: string;
  /** The English answer's updated_at this translation was last saved against; '' for never. */
  english_seen_at: string;
  updated_at: string;
}

export interface GuideAnswersTable {
  id: string;
  /** The guide's path, e.g. "/esic". */
  guide: string;
  position: number;
  question: string;
  /** Sanitized HTML (the posts' sanitizer). */
  answer_html: string;
  badge_date: string;
  badge_month: string;
  date_note: string;
  /** ISO date (YYYY-MM-DD) the answer was last checked against its sources. */
  reviewed_on: string;
  /** JSON: [{ name, url }], at least one. */
  sources: string;
  updated_at: string;
}

/** One row of the licence directory (issue 20, decision 028); `id` is the typed row's stable key. */
export interface LicenceRowsTable {
  id: string;
  position: number;
  department: string;
  /** JSON: the licences as a list of lines. */
  licences: string;
  reviewed_on: string;
  /** JSON: [{ name, url }], at least one. */
  sources: string;
  updated_at: string;
}

/** A service page's legal lists (issue 20, decision 028), keyed by the page's slug. */
export interface ServiceLegalListsTable {
  slug: string;
  position: number;
  /** JSON: the page's points, one string each. */
  points: string;
  /** JSON: the laws the service touches, one string each. */
  laws: string;
  reviewed_on: string;
  /** JSON: [{ name, url }], at least one. */
  sources: string;
  updated_at: string;
}

/** A service page's legal lists in another language (issue 29, migration 179), flagged when the English changes. */
export interface ServiceLegalListTranslationsTable {
  slug: string;
  /** "hi". */
  language: string;
  /** JSON: the translated points, one string each. */
  points: string;
  /** JSON: the translated laws, one string each. */
  laws: string;
  /** ISO date (YYYY-MM-DD) the translation was last checked against its sources. */
  reviewed_on: string;
  /** JSON: [{ name, url }], at least one. */
  sources: string;
  /** The English list's updated_at this translation was last saved against; '' for never. */
  english_seen_at: string;
  updated_at: string;
}

/** A licence directory row in another language (issue 29, migration 178), flagged when the English changes. */
export interface LicenceRowTranslationsTable {
  /** The English row's id. */
  id: string;
  /** "hi". */
  language: string;
  department: string;
  /** JSON: the translated licence lines, one string each. */
  licences: string;
  /** ISO date (YYYY-MM-DD) the translation was last checked against its sources. */
  reviewed_on: string;
  /** JSON: [{ name, url }], at least one. */
  sources: string;
  /** The English row's updated_at this translation was last saved against; '' for never. */
  english_seen_at: string;
  updated_at: string;
}

/** A console setting: one JSON value per key (decision 028), e.g. "contact". */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A new value of one figure of contract/labour-rules.ts from a date in India on (issue 27, decision 084). */
export interface FigureValuesTable {
  id: Generated<number>;
  /** "group.name", e.g. "esi.wageCeiling". */
  figure_key: string;
  /** JSON: the number. */
  value: string;
  /** ISO date (YYYY-MM-DD) in India from which the value applies. */
  effective_from: string;
  source_name: string;
  source_url: string;
  reviewed_on: string;
  /** The one sentence shown on /updates. */
  note: string;
  created_at: string;
  /** The editor's mobile. */
  created_by: string | null;
}

/** One period's due date of a calendar obligation moved (an authority's extension). */
export interface DueDateChangesTable {
  id: Generated<number>;
  obligation_id: string;
  /** The date as the calendar has it (ISO). */
  due_date: string;
  new_date: string;
  source_name: string;
  source_url: string;
  reviewed_on: string;
  note: string;
  created_at: string;
  created_by: string | null;
}

/** One line of /updates: a change of a published legal figure. */
export interface LegalUpdatesTable {
  id: Generated<number>;
  /** ISO date in India the change was published (entered). */
  published_on: string;
  summary: string;
  /** JSON: the paths of the pages it touches. */
  pages: string;
  source_name: string | null;
  source_url: string | null;
  /** JSON: the topics a subscriber may choose (figure groups such as "esi", state names). */
  topics: string;
  created_at: string;
  /** When the mail job handed the line to the subscribers who chose it (decision 085); null until then. */
  mailed_at: string | null;
}

/** A content document's unpublished draft (issue 28, decision 100): the whole document as JSON. */
export interface ContentDraftsTable {
  key: string;
  document: string;
  saved_at: string;
  saved_by: string;
}

/** A published version of a content document; the newest per key is in force. */
export interface ContentVersionsTable {
  key: string;
  version: number;
  document: string;
  /** "draft", "version 3" or "default": what was published. */
  source: string;
  published_at: string;
  published_by: string;
}

/** The media library (migration 2026-11-27-110, decision 110). */
export interface MediaTable {
  id: Generated<number>;
  /** 32 hex characters; the files are `<file_key>-<width>.webp`. */
  file_key: string;
  alt: string;
  /** The widest file's size in pixels. */
  width: number;
  height: number;
  /** JSON: the widths stored, narrowest first. */
  widths: string;
  /** All files together. */
  bytes: number;
  focal_x: number | null;
  focal_y: number | null;
  created_at: string;
  /** The editor's mobile. */
  created_by: string | null;
}

/** Analytics (migration 131): the day's random salt, deleted when the day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

export interface AnalyticsPageViewsTable {
  day: string;
  path: string;
  views: number;
  runs: number;
}

/** One visitor of a day (a salted hash, never an address), with the source and landing path of their first view. */
export interface AnalyticsVisitorsTable {
  day: string;
  visitor: string;
  source: string;
  landing_path: string;
  referrer: string;
  campaign: string;
}

export interface AnalyticsPageVisitorsTable {
  day: string;
  path: string;
  visitor: string;
}

/** A booked consultation (issue 31, migration 2026-11-27-140); times are UTC ISO. */
export interface BookingsTable {
  id: Generated<number>;
  start_at: string;
  end_at: string;
  /** `start_at` while the booking holds its slot (unique), NULL once cancelled. */
  held_slot: string | null;
  status: string;
  name: string;
  email: string;
  /** Ten digits. */
  mobile: string;
  company: string | null;
  topic: string | null;
  /** The which-laws checker's answers when the visitor came from it. */
  answers: string | null;
  notes: string | null;
  meeting_link: string | null;
  /** The pipeline enquiry staff turned it into (migration 2026-11-27-141). */
  enquiry_id: number | null;
  /** The invitation's SEQUENCE: raised on every change so calendars replace the event. */
  sequence: Generated<number>;
  reminded_day_at: string | null;
  reminded_hour_at: string | null;
  /** The visit's source name, landing path and campaign (migration 2026-11-27-143; null before it). */
  source: string | null;
  landing_path: string | null;
  campaign: string | null;
  created_at: string;
  updated_at: string;
}

/** A day (India, YYYY-MM-DD) whose row a booking locks before its checks (migration 2026-11-27-142). */
export interface BookingDaysTable {
  day: string;
}

/** Staff's booking rules, one row (id 1) of JSON (contract/api/bookings.ts BookingRules). */
export interface BookingSettingsTable {
  id: number;
  rules: string;
  updated_at: string;
}

/** The firm's clients, billed from the console (issue 32, migration 2026-11-27-150). */
export interface ClientsTable {
  id: Generated<number>;
  business_name: string;
  gstin: string | null;
  address: string;
  city: string;
  pin_code: string;
  state: string;
  email: string;
  mobile: string;
  /** Since migration 153: the person the firm deals with (an enquiry's name); may be empty. */
  contact_name: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Money columns are bigint: PostgreSQL hands them back as strings, so read them through Number(). */
type Paise = number | string;

/** A service invoice: a draft until issued, then frozen (buyer, seller, taxes); decision 150. */
export interface InvoicesTable {
  id: Generated<number>;
  client_id: number;
  status: string;
  number: string | null;
  issued_at: string | null;
  due_date: string | null;
  notes: string;
  buyer: string | null;
  seller: string | null;
  supply_state: string | null;
  intra_state: number | null;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
  igst_paise: Paise;
  total_paise: Paise;
  paid_paise: Paise;
  credited_paise: Paise;
  payment_link_id: string | null;
  pay_url: string | null;
  created_at: string;
  updated_at: string;
  /** Since migration 154: when the reminders before and after the due date were queued. */
  reminded_before_at: string | null;
  reminded_after_at: string | null;
  /** Since migration 156: 1 when the draft's rates include GST. */
  rates_include_gst: Generated<number>;
  /** Since migration 157: what the invoice supplies for its place of supply (decision 153), and where it is performed or held. */
  supply_kind: Generated<string>;
  venue_state: string | null;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  description: string;
  sac: string;
  quantity_milli: Paise;
  rate_paise: Paise;
  gst_rate_bp: number;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
  igst_paise: Paise;
  /** Since migration 156: the discount as entered (`amount` in paise, `percent` in hundredths) and what it took off. */
  discount_kind: string | null;
  discount_value: Paise | null;
  discount_paise: Generated<Paise>;
}

export interface InvoicePaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  amount_paise: Paise;
  method: string;
  reference: string;
  paid_on: string;
  recorded_at: string;
  recorded_by: string | null;
}

export interface CreditNotesTable {
  id: Generated<number>;
  invoice_id: number;
  number: string;
  issued_at: string;
  reason: string;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
  igst_paise: Paise;
  total_paise: Paise;
}

export interface CreditNoteLinesTable {
  id: Generated<number>;
  credit_note_id: number;
  position: number;
  description: string;
  sac: string;
  gst_rate_bp: number;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
  igst_paise: Paise;
}

/** A client's recurring invoice (migration 2026-11-27-151). */
export interface RetainersTable {
  id: Generated<number>;
  client_id: number;
  frequency: string;
  lines: string;
  due_days: number;
  next_issue_on: string;
  active: number;
  created_at: string;
}
