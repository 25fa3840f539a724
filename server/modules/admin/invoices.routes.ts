import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../contract/console/admin.schema.ts";
import { billingMessages as m, billingPaths } from "../../../contract/console/billing.ts";
import {
  creditNoteAnswerSchema,
  creditNoteDraftSchema,
  invoiceAnswerSchema,
  invoiceDraftSchema,
  invoiceIssuedSchema,
  invoiceListSchema,
  invoiceSchema,
  paymentDraftSchema,
  reminderSettingsAnswerSchema,
  reminderSettingsSchema,
  retainerAnswerSchema,
  retainerDraftSchema,
  retainerListSchema,
} from "../../../contract/console/billing.schema.ts";
import { listRetainers } from "../invoices/retainers.repository.ts";
import { createRetainer } from "../invoices/retainers.service.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import { issueCreditNote } from "../invoices/credit-notes.service.ts";
import { reminderSettings, saveReminderSettings } from "../invoices/invoice-reminder-settings.ts";
import { documentFileName } from "../invoices/invoice-email.ts";
import { creditNoteDocument, serviceInvoiceDocument } from "../invoices/service-invoice-document.ts";
import { findCreditNote, findInvoice, listInvoices } from "../invoices/service-invoices.repository.ts";
import {
  createDraftInvoice,
  invoiceView,
  issueServiceInvoice,
  recordInvoicePayment,
  updateDraft,
  type InvoicePayments,
} from "../invoices/service-invoices.service.ts";
import { taxDocumentPdf } from "../invoices/tax-document-pdf.ts";

const notFound = () => new HttpError(404, m.invoiceNotFound);

/** Service invoices (issue 32): drafts, issue (number, PDF, e-mail, payment link), payments, credit notes, PDFs. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db; payments: InvoicePayments }> = async (
  app,
  { db, payments },
) => {
  const one = `${billingPaths.invoices}/:id`;

  app.get(billingPaths.invoices, { schema: { response: { 200: invoiceListSchema } } }, async () => ({
    invoices: await Promise.all((await listInvoices(db)).map((invoice) => invoiceView(db, invoice))),
  }));

  app.post(
    billingPaths.invoices,
    { schema: { body: invoiceDraftSchema, response: { 201: invoiceAnswerSchema } } },
    async (request, reply) => {
      const invoice = await createDraftInvoice(db, request.body, auditTrail(request));
      return reply.code(201).send({ message: m.invoiceSaved, invoice });
    },
  );

  app.get(one, { schema: { params: idParamsSchema, response: { 200: invoiceSchema } } }, async (request) => {
    const invoice = await findInvoice(db, request.params.id);
    if (!invoice) throw notFound();
    return invoiceView(db, invoice);
  });

  app.patch(
    one,
    { schema: { params: idParamsSchema, body: invoiceDraftSchema, response: { 200: invoiceAnswerSchema } } },
    async (request) => ({
      message: m.invoiceSaved,
      invoice: await updateDraft(db, request.params.id, request.body, auditTrail(request)),
    }),
  );

  app.post(
    `${one}/issue`,
    { schema: { params: idParamsSchema, response: { 200: invoiceIssuedSchema } } },
    async (request) => {
      const issued = await issueServiceInvoice(db, request.params.id, payments, auditTrail(request));
      app.outboxWorker.wake();
      return issued;
    },
  );

  app.get(`${one}/pdf`, { schema: { params: idParamsSchema } }, async (request, reply) => {
    const invoice = await findInvoice(db, request.params.id);
    if (!invoice?.number) throw notFound();
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${documentFileName("invoice", invoice.number)}"`)
      .send(await taxDocumentPdf(serviceInvoiceDocument(invoice)));
  });

  app.post(
    `${one}/payments`,
    { schema: { params: idParamsSchema, body: paymentDraftSchema, response: { 201: invoiceAnswerSchema } } },
    async (request, reply) => {
      const invoice = await recordInvoicePayment(
        db,
        request.params.id,
        { ...request.body, recordedBy: editorOf(request) },
        auditTrail(request),
      );
      return reply.code(201).send({ message: m.paymentRecorded, invoice });
    },
  );

  app.post(
    `${one}/credit-notes`,
    { schema: { params: idParamsSchema, body: creditNoteDraftSchema, response: { 201: creditNoteAnswerSchema } } },
    async (request, reply) => {
      const creditNote = await issueCreditNote(db, request.params.id, request.body, auditTrail(request));
      return reply.code(201).send({ message: m.creditNoteIssued, creditNote });
    },
  );

  app.get(billingPaths.retainers, { schema: { response: { 200: retainerListSchema } } }, async () => ({
    retainers: await listRetainers(db),
  }));

  app.post(
    billingPaths.retainers,
    { schema: { body: retainerDraftSchema, response: { 201: retainerAnswerSchema } } },
    async (request, reply) => {
      const retainer = await createRetainer(db, request.body, auditTrail(request));
      return reply.code(201).send({ message: m.retainerSaved, retainer });
    },
  );

  app.get("/api/admin/credit-notes/:id/pdf", { schema: { params: idParamsSchema } }, async (request, reply) => {
    const note = await findCreditNote(db, request.params.id);
    const invoice = note ? await findInvoice(db, note.invoiceId) : null;
    if (!note || !invoice) throw notFound();
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${documentFileName("credit-note", note.number)}"`)
      .send(await taxDocumentPdf(creditNoteDocument(note, invoice)));
  });

  app.get(billingPaths.reminderSettings, { schema: { response: { 200: reminderSettingsSchema } } }, () =>
    reminderSettings(db),
  );

  app.put(
    billingPaths.reminderSettings,
    { schema: { body: reminderSettingsSchema, response: { 200: reminderSettingsAnswerSchema } } },
    (request) => saveReminderSettings(db, request.body, auditTrail(request)),
  );
};
