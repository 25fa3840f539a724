import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentMessages as m, contentPaths, previewParam } from "../../../contract/console/content.ts";
import { contentPages } from "../../../contract/content/documents.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import {
  contentKeyOf,
  discardDraft,
  listContent,
  publishDraft,
  revertContent,
  saveDraft,
  versionDocument,
  versionsOf,
  viewContent,
} from "./content.service.ts";
import { previewToken } from "./preview-token.ts";

/**
 * The content documents in the console (issue 28, decision 100): list, read with the JSON Schema,
 * save a draft, publish, the versions and a revert, and a signed preview link. Registered inside
 * the console's scope, behind its editor check.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; env: Pick<Env, "SESSION_SECRET"> }> = async (
  app,
  { db, env },
) => {
  const w = { db, inForce: app.contentInForce, content: app.content };
  type KeyParams = { Params: { key: string } };
  /** The brand is the owners' (decision 101); every other document any editor may change. */
  const ownersOnly: Set<string> = new Set(["site"]);
  app.addHook<KeyParams>("preHandler", async (request) => {
    const key = (request.params as { key?: string }).key;
    if (request.method !== "GET" && key !== undefined && ownersOnly.has(key)) await app.requireOwner(request);
  });

  app.get(contentPaths.list, async () => ({ documents: await listContent(db) }));

  app.get<KeyParams>("/api/admin/content/:key", async (request) => viewContent(w, contentKeyOf(request.params.key)));

  app.put<KeyParams>("/api/admin/content/:key", async (request) => {
    const key = contentKeyOf(request.params.key);
    await saveDraft(db, key, request.body, editorOf(request));
    return { message: m.saved, ...(await viewContent(w, key)) };
  });

  app.delete<KeyParams>("/api/admin/content/:key/draft", async (request) => {
    await discardDraft(db, contentKeyOf(request.params.key));
    return { message: m.discarded };
  });

  app.post<KeyParams>("/api/admin/content/:key/publish", async (request) => {
    const key = contentKeyOf(request.params.key);
    const version = await publishDraft(w, key, editorOf(request), auditTrail(request));
    return { message: m.published, version };
  });

  app.get<KeyParams>("/api/admin/content/:key/versions", async (request) => ({
    versions: await versionsOf(db, contentKeyOf(request.params.key)),
  }));

  app.get<{ Params: { key: string; version: string } }>(
    "/api/admin/content/:key/versions/:version",
    async (request) => ({
      document: await versionDocument(db, contentKeyOf(request.params.key), Number(request.params.version)),
    }),
  );

  app.post<KeyParams>("/api/admin/content/:key/revert", async (request) => {
    const key = contentKeyOf(request.params.key);
    const { version, what } = await revertContent(w, key, request.body, editorOf(request), auditTrail(request));
    return { message: m.reverted(what), version };
  });

  app.post<KeyParams>("/api/admin/content/:key/preview", async (request) => {
    const key = contentKeyOf(request.params.key);
    const token = previewToken(env.SESSION_SECRET, { kind: "content", key }, new Date());
    return {
      url: `${contentPages[key].path}${contentPages[key].path.includes("?") ? "&" : "?"}${previewParam}=${token}`,
    };
  });
};
