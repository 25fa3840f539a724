import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../../contract/api/app-services.ts";
import { typedDefaultIn } from "../../contract/content/hindi-documents.ts";
import { withHindiLinks } from "../../contract/shared/language.ts";
import { indiaToday } from "../../contract/rules/calendar-dates.ts";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { listGuideAnswers } from "../modules/legal-content/guides.repository.ts";
import { translatedGuideAnswers } from "../modules/legal-content/guide-translations.service.ts";
import { listLicenceRows } from "../modules/legal-content/licences.repository.ts";
import { findServiceLegalList } from "../modules/legal-content/service-lists.repository.ts";
import { translatedServiceList } from "../modules/legal-content/service-list-translations.service.ts";
import { translatedLicenceRows } from "../modules/legal-content/licence-translations.service.ts";
import { FiguresInForce } from "../modules/legal-figures/figures-in-force.ts";
import { listLegalUpdates } from "../modules/legal-updates/legal-updates.repository.ts";
import { updateChoiceFor } from "../modules/subscribers/update-choice.service.ts";
import { bookingPageServices } from "../modules/bookings/booking-page-services.ts";
import { findPublishedPostPage, listPosts } from "../modules/posts/posts.repository.ts";
import { orderPageFor } from "../modules/order-page/order-page.service.ts";
import { listProducts } from "../modules/products/products.repository.ts";
import { currentSite } from "../site-identity.ts";
import type { ContentInForce } from "../modules/content/content-in-force.ts";
import { pageForms } from "./page-forms.ts";

/** The in-process data services page loaders read through the React Router load context. */
export function createAppServices(
  db: Db,
  env: Pick<
    Env,
    | "PUBLIC_BASE_URL"
    | "MESSAGE_RETENTION_DAYS"
    | "ENQUIRY_RETENTION_DAYS"
    | "PAYMENT_PROVIDER"
    | "SESSION_SECRET"
    | "DOWNLOAD_LIMIT"
    | "PUBLIC_MAIL_PER_HOUR"
    | "LEAD_ALERT_MOBILES"
  >,
  wakeOutbox: () => void,
  log?: FastifyBaseLogger,
  /** The rules cache (the page handler's listens to the content bus; without one, every read goes to the database). */
  figures = new FiguresInForce(db),
  /** The published content documents (issue 28); the typed defaults where none is passed. */
  contentInForce?: Pick<ContentInForce, "get">,
  /** The clock the tools' "today" is read from (tests move it). */
  clock: () => Date = () => new Date(),
): AppServices {
  return {
    ...pageForms(db, env, wakeOutbox, log),
    ...bookingPageServices(db, env, wakeOutbox, log),
    listPosts: () => listPosts(db),
    getPost: (id) => findPublishedPostPage(db, id),
    listProducts: () => listProducts(db),
    guideAnswers: (guide, language = "en") =>
      language === "en" ? listGuideAnswers(db, guide) : translatedGuideAnswers(db, guide, language),
    licenceRows: (language = "en") => (language === "en" ? listLicenceRows(db) : translatedLicenceRows(db, language)),
    serviceLegalList: (slug, language = "en") =>
      language === "en" ? findServiceLegalList(db, slug) : translatedServiceList(db, slug, language),
    today: () => indiaToday(clock()),
    rulesOn: (isoDate) => figures.rulesOn(isoDate),
    calendarOn: (isoDate) => figures.calendarOn(isoDate),
    legalUpdates: () => listLegalUpdates(db),
    updateChoice: (token) => updateChoiceFor(db, env.SESSION_SECRET, token),
    publicBaseUrl: env.PUBLIC_BASE_URL,
    site: currentSite,
    content: (key, language = "en") => {
      const document = contentInForce ? contentInForce.get(key, language) : typedDefaultIn(key, language);
      return language === "hi" ? hindiLinksOf(document) : document;
    },
    retention: { messageDays: env.MESSAGE_RETENTION_DAYS, enquiryDays: env.ENQUIRY_RETENTION_DAYS },
    paymentProvider: env.PAYMENT_PROVIDER,
    getOrderPage: (id, key) => orderPageFor(db, id, key, { secret: env.SESSION_SECRET, limit: env.DOWNLOAD_LIMIT }),
  };
}

/**
 * A Hindi document with its links to translated pages led to their Hindi versions, worked out once
 * per published version (the object in force is replaced on each publish) rather than per render.
 */
const hindiLinked = new WeakMap<object, object>();
function hindiLinksOf<T extends object>(document: T): T {
  let linked = hindiLinked.get(document);
  if (!linked) {
    linked = withHindiLinks(document);
    hindiLinked.set(document, linked);
  }
  return linked as T;
}
