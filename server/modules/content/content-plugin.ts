import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/connection.ts";
import { putSiteBrandInForce } from "../../site-identity.ts";
import { ContentInForce } from "./content-in-force.ts";

/** The process's one copy of the published content documents as `app.contentInForce`, loaded before the server answers. */
export const contentPlugin = fp(async function contentDocuments(app: FastifyInstance, options: { db: Db }) {
  const inForce = new ContentInForce(options.db, app.content);
  // The brand is part of the site's identity, which e-mails and invoices read too.
  inForce.onReloaded(() => putSiteBrandInForce(inForce.isPublished("site") ? inForce.get("site") : null));
  await inForce.reload();
  app.decorate("contentInForce", inForce);
});

declare module "fastify" {
  interface FastifyInstance {
    contentInForce: ContentInForce;
  }
}
