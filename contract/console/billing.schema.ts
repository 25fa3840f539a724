import * as z from "zod/mini";
import { emailAddress, optionalText, requiredText } from "../api/fields.schema.ts";
import { gstMessages, isValidGstin, supplyKinds } from "../rules/gst.ts";
import { lineDiscountKinds } from "../rules/service-line-price.ts";
import { indianStates } from "../shared/indian-states.ts";
import { isWholePaise } from "../shared/money.ts";
import { billingMessages as m, gstRates, invoiceStatuses, paymentMethods, retainerFrequencies } from "./billing.ts";

const isoDate = z.string({ error: m.dateInvalid }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid));

const rupees = (message: string) =>
  z.number({ error: message }).check(
    z.gt(0, message),
    z.lte(100_000_000, message),
    z.refine((v) => isWholePaise(v), message),
  );

/** Blank means none; anything else must be a well-formed GSTIN (shape, state code, check digit). */
const optionalGstin = z.optional(
  z.pipe(
    z.string({ error: gstMessages.invalidGstin }).check(z.trim(), z.toUpperCase()),
    z.string().check(z.refine((v) => v === "" || isValidGstin(v), gstMessages.invalidGstin)),
  ),
);

export const clientDraftSchema = z.object({
  businessName: requiredText(m.businessNameRequired, 200),
  contactName: optionalText(200, m.contactNameTooLong),
  gstin: optionalGstin,
  address: requiredText(m.addressRequired, 300),
  city: optionalText(100, m.addressRequired),
  pinCode: z.optional(z.string({ error: m.pinCodeInvalid }).check(z.trim(), z.regex(/^(\d{6})?$/, m.pinCodeInvalid))),
  state: z.enum(indianStates, { error: m.stateRequired }),
  email: emailAddress(m.emailInvalid),
  mobile: z.optional(z.string({ error: m.mobileInvalid }).check(z.trim(), z.regex(/^(\d{10})?$/, m.mobileInvalid))),
});

export const clientSchema = z.object({
  id: z.number(),
  businessName: z.string(),
  gstin: z.nullable(z.string()),
  address: z.string(),
  city: z.string(),
  pinCode: z.string(),
  state: z.string(),
  email: z.string(),
  mobile: z.string(),
  contactName: z.string(),
  createdAt: z.string(),
});

export const clientListSchema = z.object({ clients: z.array(clientSchema) });
export const clientAnswerSchema = z.object({ message: z.string(), client: clientSchema });
/** A won enquiry's client: made now, or the one it (or a client with its e-mail) already is. */
export const enquiryClientAnswerSchema = z.object({ message: z.string(), client: clientSchema, made: z.boolean() });

export const invoiceLineDraftSchema = z.object({
  description: requiredText(m.descriptionRequired, 300),
  sac: z.string({ error: m.sacInvalid }).check(z.trim(), z.regex(/^\d{4,8}$/, m.sacInvalid)),
  quantity: z.number({ error: m.quantityInvalid }).check(
    z.gt(0, m.quantityInvalid),
    z.lte(1_000_000, m.quantityInvalid),
    z.refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, m.quantityInvalid),
  ),
  rate: z.number({ error: m.rateInvalid }).check(
    z.gte(0, m.rateInvalid),
    z.lte(100_000_000, m.rateInvalid),
    z.refine((v) => isWholePaise(v), m.rateInvalid),
  ),
  gstRate: z
    .number({ error: m.gstRateInvalid })
    .check(z.refine((v) => (gstRates as readonly number[]).includes(v), m.gstRateInvalid)),
  /**
   * Optional (decision 155): taken off quantity × rate before GST, in rupees on the rate's basis
   * (with or without GST, as the invoice is entered) or in per cent (0.01 to 100).
   */
  discount: z.optional(
    z
      .object(
        {
          kind: z.enum(lineDiscountKinds, { error: m.discountInvalid }),
          value: z.number({ error: m.discountInvalid }).check(
            z.gt(0, m.discountInvalid),
            z.lte(100_000_000, m.discountInvalid),
            z.refine((v) => isWholePaise(v), m.discountInvalid),
          ),
        },
        { error: m.discountInvalid },
      )
      .check(z.refine((d) => d.kind === "amount" || d.value <= 100, m.discountInvalid)),
  ),
});

/**
 * Where the invoice's place of supply comes from (decision 153): `general` (the default), or
 * training or an event with `venueState`, the state where it is performed or held.
 */
export const invoiceSupplySchema = z
  .object(
    {
      kind: z.enum(supplyKinds, { error: m.supplyInvalid }),
      venueState: z.optional(z.enum(indianStates, { error: m.venueStateRequired })),
    },
    { error: m.supplyInvalid },
  )
  .check(z.refine((s) => s.kind === "general" || s.venueState !== undefined, m.venueStateRequired));

/**
 * `POST /api/admin/invoices`: a draft; rates in rupees, GST excluded unless `ratesIncludeGst`
 * (decision 155); `supply` for training and events (decision 153).
 */
export const invoiceDraftSchema = z.object({
  clientId: z.number({ error: m.clientRequired }).check(z.int(m.clientRequired), z.positive(m.clientRequired)),
  lines: z
    .array(invoiceLineDraftSchema, { error: m.linesRequired })
    .check(z.minLength(1, m.linesRequired), z.maxLength(100, m.linesRequired)),
  dueDate: z.optional(isoDate),
  notes: optionalText(1000, m.notesTooLong),
  ratesIncludeGst: z.optional(z.boolean({ error: m.rateInvalid })),
  supply: z.optional(invoiceSupplySchema),
});

const taxFigures = {
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
};

export const invoiceLineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number(),
  rate: z.number(),
  gstRate: z.number(),
  /** Present when the line has one: as entered, and `amount`, the rupees it took off quantity × rate. */
  discount: z.optional(z.object({ kind: z.enum(lineDiscountKinds), value: z.number(), amount: z.number() })),
  ...taxFigures,
});

export const invoicePaymentSchema = z.object({
  id: z.number(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  date: z.string(),
});

export const creditNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  reason: z.string(),
  pdfUrl: z.string(),
  ...taxFigures,
});

export const invoiceSchema = z.object({
  id: z.number(),
  status: z.enum(invoiceStatuses),
  number: z.nullable(z.string()),
  issuedAt: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
  notes: z.string(),
  client: z.object({ id: z.number(), businessName: z.string(), gstin: z.nullable(z.string()), state: z.string() }),
  placeOfSupply: z.string(),
  intraState: z.boolean(),
  /** Present (true) only when the rates were entered GST included (decision 155). */
  ratesIncludeGst: z.optional(z.literal(true)),
  /** Present only for training and events (decision 153). */
  supply: z.optional(z.object({ kind: z.enum(supplyKinds), venueState: z.string() })),
  lines: z.array(invoiceLineSchema),
  ...taxFigures,
  paid: z.number(),
  credited: z.number(),
  due: z.number(),
  payUrl: z.nullable(z.string()),
  pdfUrl: z.nullable(z.string()),
  payments: z.array(invoicePaymentSchema),
  creditNotes: z.array(creditNoteSchema),
});

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export const invoiceAnswerSchema = z.object({ message: z.string(), invoice: invoiceSchema });

/** `POST /api/admin/invoices/{id}/issue`. */
export const invoiceIssuedSchema = z.object({
  id: z.number(),
  number: z.string(),
  pdfUrl: z.string(),
  payUrl: z.optional(z.string()),
});

/** `POST /api/admin/invoices/{id}/payments`: an amount in rupees received on a date. */
export const paymentDraftSchema = z.object({
  amount: rupees(m.amountInvalid),
  method: z.enum(paymentMethods, { error: m.methodInvalid }),
  reference: requiredText(m.referenceRequired, 100),
  date: isoDate,
});

/**
 * `POST /api/admin/invoices/{id}/credit-notes`: `amount` (rupees, GST included) shared among the
 * invoice's lines in proportion to their totals, or `lines` (an invoice line's 1-based number and
 * the taxable value to credit on it); neither credits what remains of the invoice.
 */
export const creditNoteDraftSchema = z.object({
  amount: z.optional(rupees(m.amountInvalid)),
  lines: z.optional(
    z
      .array(
        z.object({
          line: z.number({ error: m.lineInvalid }).check(z.int(m.lineInvalid), z.positive(m.lineInvalid)),
          taxable: rupees(m.amountInvalid),
        }),
        { error: m.lineInvalid },
      )
      .check(z.minLength(1, m.lineInvalid), z.maxLength(100, m.lineInvalid)),
  ),
  reason: requiredText(m.reasonRequired, 300),
});

export const creditNoteAnswerSchema = z.object({ message: z.string(), creditNote: creditNoteSchema });

export const gstr1QuerySchema = z.object({
  period: z.string({ error: m.periodInvalid }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, m.periodInvalid)),
  format: z._default(z.enum(["json", "csv"], { error: m.periodInvalid }), "json"),
});

/** `GET`/`PUT /api/admin/products/{id}/tax`: the product's SAC code and GST rate in per cent. */
export const productTaxSchema = z.object({
  sac: invoiceLineDraftSchema.shape.sac,
  gstRate: invoiceLineDraftSchema.shape.gstRate,
});
export const productTaxAnswerSchema = z.object({ message: z.string(), tax: productTaxSchema });

/** `POST /api/admin/retainers`: an invoice of these lines every month or quarter from `startOn` (a date in India). */
export const retainerDraftSchema = z.object({
  clientId: invoiceDraftSchema.shape.clientId,
  frequency: z.enum(retainerFrequencies, { error: m.frequencyInvalid }),
  lines: invoiceDraftSchema.shape.lines,
  dueDays: z._default(
    z
      .number({ error: m.dueDaysInvalid })
      .check(z.int(m.dueDaysInvalid), z.gte(0, m.dueDaysInvalid), z.lte(90, m.dueDaysInvalid)),
    15,
  ),
  startOn: isoDate,
});

export const retainerSchema = z.object({
  id: z.number(),
  clientId: z.number(),
  frequency: z.enum(retainerFrequencies),
  lines: z.array(invoiceLineDraftSchema),
  dueDays: z.number(),
  nextIssueOn: z.string(),
  active: z.boolean(),
});
export const retainerListSchema = z.object({ retainers: z.array(retainerSchema) });
export const retainerAnswerSchema = z.object({ message: z.string(), retainer: retainerSchema });

const reminderDays = (min: number, max: number, message: string) =>
  z.nullable(z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)));

/**
 * `GET`/`PUT /api/admin/invoice-reminders` (decision 156): the days before an issued invoice's due
 * date for the first reminder (0: on the day) and after it for the second; null: that one is off.
 */
export const reminderSettingsSchema = z.object({
  daysBefore: reminderDays(0, 30, m.reminderBeforeInvalid),
  daysAfter: reminderDays(1, 90, m.reminderAfterInvalid),
});
export const reminderSettingsAnswerSchema = z.object({ message: z.string(), settings: reminderSettingsSchema });
