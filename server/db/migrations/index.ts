import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-22-001-initial.ts";
import * as auditLog from "./2026-11-22-002-audit-log.ts";
import * as enquiryMessage from "./2026-11-24-030-enquiry-message.ts";
import * as calendarReminders from "./2026-11-24-031-calendar-reminders.ts";
import * as legalContent from "./2026-11-24-040-legal-content.ts";
import * as siteSettings from "./2026-11-24-041-site-settings.ts";
import * as outboxNewsletterFields from "./2026-11-24-050-outbox-newsletter-fields.ts";
import * as subscriberConsent from "./2026-11-24-051-subscriber-consent.ts";
import * as newsletters from "./2026-11-24-052-newsletters.ts";
import * as orderErasure from "./2026-11-24-053-order-erasure.ts";
import * as paymentsAndInvoices from "./2026-11-24-060-payments-and-invoices.ts";
import * as productFilesAndDownloads from "./2026-11-24-061-product-files-and-downloads.ts";
import * as invoiceSeller from "./2026-11-24-062-invoice-seller.ts";
import * as orderPaymentExpiry from "./2026-11-24-063-order-payment-expiry.ts";
import * as rateLimits from "./2026-11-24-070-rate-limits.ts";
import * as jobRuns from "./2026-11-24-071-job-runs.ts";
import * as auditCorrections from "./2026-11-27-080-audit-corrections.ts";
import * as loginAttempts from "./2026-11-27-084-login-attempts.ts";
import * as publicMailSends from "./2026-11-27-085-public-mail-sends.ts";
import * as outboxSecret from "./2026-11-27-086-outbox-secret.ts";
import * as sessionIdleAndEditorRemovals from "./2026-11-27-087-session-idle-and-editor-removals.ts";
import * as legalFigures from "./2026-11-27-090-legal-figures.ts";
import * as updateTopics from "./2026-11-27-170-update-topics.ts";
import * as reminderLanguage from "./2026-11-27-175-reminder-language.ts";
import * as contentDocuments from "./2026-11-27-095-content-documents.ts";
import * as editorRoles from "./2026-11-27-096-editor-roles.ts";
import * as media from "./2026-11-27-110-media.ts";
import * as postStates from "./2026-11-27-111-post-states.ts";
import * as redirects from "./2026-11-27-112-redirects.ts";
import * as enquiryPipeline from "./2026-11-27-130-enquiry-pipeline.ts";
import * as analytics from "./2026-11-27-131-analytics.ts";
import * as bookings from "./2026-11-27-140-bookings.ts";
import * as bookingEnquiry from "./2026-11-27-141-booking-enquiry.ts";
import * as bookingDays from "./2026-11-27-142-booking-days.ts";
import * as conversionSources from "./2026-11-27-143-conversion-sources.ts";
import * as billing from "./2026-11-27-150-billing.ts";
import * as retainers from "./2026-11-27-151-retainers.ts";
import * as orderBusinessName from "./2026-11-27-152-order-business-name.ts";
import * as clientFromEnquiry from "./2026-11-27-153-client-from-enquiry.ts";
import * as invoiceReminders from "./2026-11-27-154-invoice-reminders.ts";
import * as orderCreditNotes from "./2026-11-27-155-order-credit-notes.ts";
import * as invoiceLineEntry from "./2026-11-27-156-invoice-line-entry.ts";
import * as invoiceSupply from "./2026-11-27-157-invoice-supply.ts";
import * as guideAnswerTranslations from "./2026-11-27-120-guide-answer-translations.ts";
import * as serviceListTranslations from "./2026-11-27-179-service-list-translations.ts";
import * as licenceRowTranslations from "./2026-11-27-178-licence-row-translations.ts";

/** Every migration by its dated name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  "2026-11-22-001-initial": initial,
  "2026-11-22-002-audit-log": auditLog,
  "2026-11-24-030-enquiry-message": enquiryMessage,
  "2026-11-24-031-calendar-reminders": calendarReminders,
  "2026-11-24-040-legal-content": legalContent,
  "2026-11-24-041-site-settings": siteSettings,
  "2026-11-24-050-outbox-newsletter-fields": outboxNewsletterFields,
  "2026-11-24-051-subscriber-consent": subscriberConsent,
  "2026-11-24-052-newsletters": newsletters,
  "2026-11-24-053-order-erasure": orderErasure,
  "2026-11-24-060-payments-and-invoices": paymentsAndInvoices,
  "2026-11-24-061-product-files-and-downloads": productFilesAndDownloads,
  "2026-11-24-062-invoice-seller": invoiceSeller,
  "2026-11-24-063-order-payment-expiry": orderPaymentExpiry,
  "2026-11-24-070-rate-limits": rateLimits,
  "2026-11-24-071-job-runs": jobRuns,
  "2026-11-27-080-audit-corrections": auditCorrections,
  "2026-11-27-084-login-attempts": loginAttempts,
  "2026-11-27-085-public-mail-sends": publicMailSends,
  "2026-11-27-086-outbox-secret": outboxSecret,
  "2026-11-27-087-session-idle-and-editor-removals": sessionIdleAndEditorRemovals,
  "2026-11-27-090-legal-figures": legalFigures,
  "2026-11-27-095-content-documents": contentDocuments,
  "2026-11-27-096-editor-roles": editorRoles,
  "2026-11-27-110-media": media,
  "2026-11-27-111-post-states": postStates,
  "2026-11-27-112-redirects": redirects,
  "2026-11-27-130-enquiry-pipeline": enquiryPipeline,
  "2026-11-27-131-analytics": analytics,
  "2026-11-27-140-bookings": bookings,
  "2026-11-27-141-booking-enquiry": bookingEnquiry,
  "2026-11-27-142-booking-days": bookingDays,
  "2026-11-27-143-conversion-sources": conversionSources,
  "2026-11-27-150-billing": billing,
  "2026-11-27-151-retainers": retainers,
  "2026-11-27-152-order-business-name": orderBusinessName,
  "2026-11-27-153-client-from-enquiry": clientFromEnquiry,
  "2026-11-27-154-invoice-reminders": invoiceReminders,
  "2026-11-27-155-order-credit-notes": orderCreditNotes,
  "2026-11-27-156-invoice-line-entry": invoiceLineEntry,
  "2026-11-27-157-invoice-supply": invoiceSupply,
  "2026-11-27-120-guide-answer-translations": guideAnswerTranslations,
  "2026-11-27-179-service-list-translations": serviceListTranslations,
  "2026-11-27-178-licence-row-translations": licenceRowTranslations,
  "2026-11-27-170-update-topics": updateTopics,
  "2026-11-27-175-reminder-language": reminderLanguage,
};
