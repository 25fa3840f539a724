/** The booking pages' copy (issue 31). Times are always India's (IST). */
export const bookingPage = {
  title: "Book a Free Consultation",
  eyebrow: "Talk to a compliance expert",
  intro:
    "Pick a 30-minute slot that suits you. We will e-mail you an invitation for your calendar and remind you before it.",
  description: "Book a free 30-minute consultation with our HR and labour-law compliance team, online.",
  slotsLegend: "Pick a time (IST)",
  daysLabel: "Days",
  noSlots: "No free slots in the next two weeks. Please call us or send an enquiry.",
  detailsHeading: "Your details",
  nameLabel: "Name",
  emailLabel: "Email",
  mobileLabel: "Mobile",
  companyLabel: "Company (optional)",
  topicLabel: "What would you like to discuss? (optional)",
  answersLabel: "From your checker",
  button: "Book consultation",
  busy: "Booking...",
  network: "Failed to send. Please try again.",
  serverFallback: "Something went wrong.",
} as const;

export const manageBookingPage = {
  title: "Your Consultation",
  eyebrow: "Free consultation",
  description: "Your booked consultation: reschedule or cancel it.",
  whenLabel: "When",
  whereLabel: "Where",
  cancelledNote: "This consultation is cancelled.",
  cutoffNote: "It is too late to change this booking online. Please call us.",
  rescheduleHeading: "Move to another time",
  rescheduleButton: "Move my consultation",
  cancelHeading: "Cancel",
  cancelButton: "Cancel my consultation",
  bookAgain: "Book another consultation",
  badLink: "This link is not valid. Please use the latest link we sent you.",
} as const;

/** Where other pages point to /book, beside their own buttons (their texts stay as they are). */
export const bookingLinks = {
  contact: { text: "Prefer a set time? Pick a free 30-minute slot online.", label: "Book a free consultation" },
  checker: "Book a free consultation",
} as const;
