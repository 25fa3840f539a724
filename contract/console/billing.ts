import type * as z from "zod/mini";
import type {
  clientDraftSchema,
  clientSchema,
  creditNoteDraftSchema,
  invoiceDraftSchema,
  invoiceIssuedSchema,
  invoiceLineDraftSchema,
  invoiceSchema,
  paymentDraftSchema,
  retainerSchema,
  reminderSettingsSchema,
} from "./billing.schema.ts";

/** The console's billing (issue 32): clients, service invoices, payments, credit notes, GSTR-1. */
export const billingPaths = {
  clients: "/api/admin/clients",
  client: (id: number) => `/api/admin/clients/${id}`,
  invoices: "/api/admin/invoices",
  invoice: (id: number) => `/api/admin/invoices/${id}`,
  issue: (id: number) => `/api/admin/invoices/${id}/issue`,
  pdf: (id: number) => `/api/admin/invoices/${id}/pdf`,
  payments: (id: number) => `/api/admin/invoices/${id}/payments`,
  creditNotes: (id: number) => `/api/admin/invoices/${id}/credit-notes`,
  creditNotePdf: (id: number) => `/api/admin/credit-notes/${id}/pdf`,
  /** A product's SAC code and GST rate, copied to an order's lines when it is placed (decision 032). */
  productTax: (id: number) => `/api/admin/products/${id}/tax`,
  gstr1: "/api/admin/gst/gstr1",
  retainers: "/api/admin/retainers",
  /** The days before and after the due date on which clients are reminded (decision 156). */
  reminderSettings: "/api/admin/invoice-reminders",
} as const;

export const retainerFrequencies = ["monthly", "quarterly"] as const;
export type RetainerFrequency = (typeof retainerFrequencies)[number];

export const invoiceStatuses = ["draft", "issued", "partly_paid", "paid", "cancelled"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** How a payment reached the firm; `online` is the gateway's, the others staff record by hand. */
export const paymentMethods = ["bank_transfer", "upi", "cheque", "cash", "card", "online"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What an invoice's place of supply follows (decision 153): the general rule, or training and events. */
export const supplyLabels = {
  general: "Services (general rule: GSTIN state, else billing state)",
  training: "Training or appraisal (s. 12(5))",
  event_admission: "Admission to an event (s. 12(6))",
  event_organisation: "Organising an event (s. 12(7))",
} as const;

/** The GST rates a line may carry, in per cent (Schedules of notification 1/2017-CT(Rate), as amended). */
export const gstRates = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

export const billingMessages = {
  businessNameRequired: "Enter the client's business name.",
  addressRequired: "Enter the billing address.",
  stateRequired: "Choose the billing state.",
  emailInvalid: "Enter the client's e-mail address.",
  mobileInvalid: "Enter a 10-digit mobile number, or leave it empty.",
  pinCodeInvalid: "Enter a 6-digit PIN code, or leave it empty.",
  clientRequired: "Choose a client.",
  clientNotFound: "Client not found.",
  contactNameTooLong: "The contact's name must be at most 200 characters.",
  clientIncomplete: "Add the client's billing address and state before issuing.",
  enquiryNotFound: "Enquiry not found.",
  enquiryNotWon: "Move the enquiry to won before making it a client.",
  clientMade: "Client made from the enquiry: add the billing address and state before invoicing.",
  clientLinked: "The enquiry is linked to this client.",
  linesRequired: "Add at least one line.",
  descriptionRequired: "Describe each line.",
  sacInvalid: "Enter the SAC code: 4 to 8 digits.",
  quantityInvalid: "Enter a quantity above 0 with at most 3 decimals.",
  rateInvalid: "Enter the rate in rupees, at most two decimals.",
  discountInvalid: "Enter the discount in rupees (at most two decimals) or as a per cent above 0 and up to 100.",
  discountTooLarge: "A line's discount is more than the line's amount.",
  supplyInvalid: "Choose what the invoice supplies.",
  venueStateRequired: "Choose the state where the training is performed or the event is held.",
  gstRateInvalid: "Choose a GST rate.",
  dateInvalid: "Enter a date as YYYY-MM-DD.",
  notesTooLong: "Notes must be at most 1,000 characters.",
  invoiceNotFound: "Invoice not found.",
  notDraft: "Only a draft can be changed or issued.",
  notPayable: "Payments are recorded against an issued invoice that is not yet paid.",
  amountInvalid: "Enter an amount above 0 in rupees, at most two decimals.",
  overpaid: "The amount is more than what is still due on this invoice.",
  methodInvalid: "Choose how it was paid.",
  referenceRequired: "Enter the payment's reference (UTR, cheque number, …).",
  reasonRequired: "Give the reason for the credit note.",
  notCreditable: "Credit notes are issued against an issued invoice.",
  overCredited: "The credit note is more than what remains of the invoice.",
  lineInvalid: "Choose lines of this invoice.",
  periodInvalid: "Choose a month (YYYY-MM) or a quarter (YYYY-Q1 … YYYY-Q4).",
  clientSaved: "Client saved.",
  frequencyInvalid: "Choose monthly or quarterly.",
  dueDaysInvalid: "Enter the days to pay: 0 to 90.",
  retainerSaved: "Retainer saved: its invoices are issued on their day.",
  productTaxSaved: "SAC code and GST rate saved; orders placed from now on use them.",
  productNotFound: "Product not found.",
  invoiceSaved: "Draft saved.",
  paymentRecorded: "Payment recorded.",
  creditNoteIssued: "Credit note issued.",
  reminderBeforeInvalid: "Enter the days before the due date: a whole number from 0 to 30, or leave it empty for none.",
  reminderAfterInvalid: "Enter the days after the due date: a whole number from 1 to 90, or leave it empty for none.",
  reminderSettingsSaved: "Reminder days saved: the next pass of the reminders uses them.",
} as const;

export type ClientDraft = z.input<typeof clientDraftSchema>;
export type Client = z.infer<typeof clientSchema>;
export type InvoiceDraft = z.input<typeof invoiceDraftSchema>;
export type InvoiceLineDraft = z.input<typeof invoiceLineDraftSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceIssued = z.infer<typeof invoiceIssuedSchema>;
export type PaymentDraft = z.input<typeof paymentDraftSchema>;
export type CreditNoteDraft = z.input<typeof creditNoteDraftSchema>;
export type Retainer = z.infer<typeof retainerSchema>;
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
