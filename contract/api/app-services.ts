import type { BookingOutcome, ManagedBooking, Slot } from "./bookings.ts";
import type { GuideAnswer } from "../legal-content/guides.ts";
import type { LicenceRowShown } from "../legal-content/licence-translations.ts";
import type { OrderPage } from "../shop/order-page.ts";
import type { PaymentProviderName } from "../shop/payments.ts";
import type { CalendarRules } from "../rules/calendar-dates.ts";
import type { LabourRules } from "../rules/labour-rules-on.ts";
import type { LegalUpdate } from "../legal-content/legal-updates.ts";
import type { Post } from "./posts.ts";
import type { PostSearchSettings } from "../console/post-states.ts";
import type { Product } from "../shop/products.ts";
import type { ServiceLegalList } from "../legal-content/service-lists.ts";
import type { SiteIdentity } from "../shared/site.ts";
import type { ContentDocuments, ContentKey } from "../content/documents.ts";
import type { Language } from "../shared/language.ts";
import type { UpdateChoice } from "./update-topics.ts";

/**
 * What page loaders may read on the server. The server implements it in-process with its own
 * repositories and hands it to React Router through the load context, so server rendering costs
 * no HTTP hop and the app never imports server code (ARCHITECTURE.md "How data flows").
 */
export interface AppServices {
  /** The published posts, newest first (drafts and scheduled posts never). */
  listPosts(): Promise<Post[]>;
  /** A published post with its own search settings (issue 28), or null. */
  getPost(id: number): Promise<(Post & PostSearchSettings) | null>;
  listProducts(): Promise<Product[]>;
  /**
   * A guide page's answers in page order (`guide` is its English path, e.g. "/esic"); in Hindi, the
   * translated answers only (issue 29).
   */
  guideAnswers(guide: string, language?: Language): Promise<GuideAnswer[]>;
  /**
   * The licence directory's rows in page order; in another language each row's stored translation,
   * or its English marked `inEnglish` where none is stored (decision 126).
   */
  licenceRows(language?: Language): Promise<LicenceRowShown[]>;
  /**
   * A service page's legal lists (points, laws, review), or null for a slug not stored; in Hindi,
   * the translated lists, or null when there are none (the page then leaves them out; issue 29).
   */
  serviceLegalList(slug: string, language?: Language): Promise<ServiceLegalList | null>;
  /** Today's date in India (ISO) by the server's clock, which tests move. */
  today(): string;
  /** The tools' rules in force on a date in India: the typed defaults with the figures staff entered (decision 084). */
  rulesOn(isoDate: string): Promise<LabourRules>;
  /** The compliance calendar on a date in India: the rules in force and the periods an authority moved. */
  calendarOn(isoDate: string): Promise<CalendarRules>;
  /** The lines of /updates, newest first. */
  legalUpdates(): Promise<LegalUpdate[]>;
  /** The site's identity in force: the typed default with the contact details staff stored (decision 028). */
  site(): SiteIdentity;
  /**
   * A page's content document in force: the published version, or its typed default (issue 28);
   * in Hindi, its Hindi version where it has one (decision 124).
   */
  content<K extends ContentKey>(key: K, language?: Language): ContentDocuments[K];
  /** The absolute base URL for canonical links and Open Graph tags. */
  publicBaseUrl: string;
  /** The contact form posted without JavaScript (decision 064): the same checks and outcome as POST /api/contacts. */
  submitEnquiry(fields: Record<string, string>): Promise<FormOutcome>;
  /** The footer's mailing-list form posted without JavaScript: the same as POST /api/subscribe. */
  subscribe(fields: Record<string, string>): Promise<FormOutcome>;
  /** The address and its choice of changes in the law a topics link opens; null for a link we did not sign (decision 085). */
  updateChoice(token: string): Promise<{ email: string; choice: UpdateChoice } | null>;
  /** The topics form posted without JavaScript: the same checks and outcome as PUT /api/mailing-list/topics. */
  saveUpdateChoice(token: string, fields: { topics: string[]; state: string }): Promise<FormOutcome>;
  /** The free consultation slots from today to the horizon (GET /api/bookings/slots). */
  bookingSlots(): Promise<Slot[]>;
  /** The /book form posted without JavaScript: the same checks and outcome as POST /api/bookings. */
  book(fields: Record<string, string>): Promise<BookingOutcome>;
  /** The booking a signed manage link opens, with the slots it may move to; null for a link we did not sign. */
  managedBooking(id: number, sig: string): Promise<{ booking: ManagedBooking; slots: Slot[] } | null>;
  /** A manage link's cancel or reschedule form. */
  changeBooking(fields: Record<string, string>): Promise<FormOutcome>;
  /** How long the server keeps messages and enquiries (MESSAGE_/ENQUIRY_RETENTION_DAYS), as the privacy policy states them. */
  retention: { messageDays: number; enquiryDays: number };
  /** PAYMENT_PROVIDER: the checkout's payment notice and what Place Order leads to (decision 031). */
  paymentProvider: PaymentProviderName;
  /** The customer's order page; null for an unknown id or a key that is not the order's. */
  getOrderPage(id: number, key: string): Promise<OrderPage | null>;
}

/**
 * What a form posted to a page's action comes to: the sentence the JSON API would answer with, and
 * on a refusal the message for each field it names (OPERATING.md error body).
 */
export type FormOutcome =
  { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> };
