/** The scheduled jobs' names (server/scheduled-jobs.ts), as the console and tests run a pass by name. */
export const jobNames = {
  newsletters: "newsletters",
  retention: "retention",
  reminders: "reminders",
  backup: "backup",
  rateLimits: "rate-limits",
  orderPaymentTimeout: "order-payment-timeout",
  followUps: "follow-ups",
  bookingReminders: "booking-reminders",
  retainers: "retainers",
  legalUpdateMails: "legal-update-mails",
  invoiceReminders: "invoice-reminders",
  scheduledPosts: "scheduled-posts",
} as const;
