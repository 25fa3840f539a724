import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteContactResponseSchema, siteContactViewSchema } from "../../../contract/console/site-contact.schema.ts";
import { siteContactMessages, siteContactPaths } from "../../../contract/console/site-contact.ts";
import { defaultSiteContact } from "../../../contract/shared/site.ts";
import type { Db } from "../../db/connection.ts";
import { currentSiteContact, editSiteContact } from "../site/site-contact.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";

/** The site's contact details in the console (issue 20): read them, with the typed default, and change them. */
export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(siteContactPaths.contact, { schema: { response: { 200: siteContactViewSchema } } }, () => ({
    contact: currentSiteContact(),
    typedDefault: defaultSiteContact,
  }));

  // The contact details carry the GSTIN on invoices: owners only (decision 101).
  app.patch(
    siteContactPaths.contact,
    { onRequest: app.requireOwner, schema: { response: { 200: siteContactResponseSchema } } },
    async (request) => ({
      message: siteContactMessages.saved,
      contact: await editSiteContact({ db, content: app.content }, request.body, auditTrail(request)),
    }),
  );
};
