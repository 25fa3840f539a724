import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentMessages as m, contentPaths, previewParam } from "../../../contract/console/content.ts";
import { contentPages } from "../../../contract/content/documents.ts";
import { pathIn } from "../../../contract/shared/language.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import { editorOf } from "../auth/editor-guard.ts";
import {
  contentKeyOf,
  discardDraft,
  listContent,
  listTranslatedContent,
  publishDraft,
  revertContent,
  saveDraft,
  versionDocument,
  versionsOf,
  viewContent,
  viewTranslatedContent,
} from "./content.service.ts";
import { languageMessages, requestedLanguage } from "./document-language.ts";
import { previewToken } from "./preview-token.ts";
import { HttpError } from "../../http-error.ts";

/**
 * The content documents in the console (issue 28, decision 100): list, read with the JSON Schema,
 * save a draft, publish, the versions and a revert, and a signed preview link. Registered inside
 * the console's scope, behind its editor check. `?lang=hi` on any of these paths addresses the
 * document's Hindi version (decision 124), with the same checks and permissions; without it the
 * English answers exactly as before.
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

  /** The document the URL names and the language its query asks for. */
  const documentOf = (request: { params: unknown; query: unknown }) => {
    const key = contentKeyOf((request.params as { key: string }).key);
    return { key, language: requestedLanguage(key, (request.query as { lang?: unknown } | undefined)?.lang) };
  };

  app.get(contentPaths.list, async (request) => {
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    if (lang === "hi") return { documents: await listTranslatedContent(db) };
    if (lang !== undefined && lang !== "en") throw new HttpError(400, languageMessages.unknown);
    return { documents: await listContent(db) };
  });

  app.get<KeyParams>("/api/admin/content/:key", async (request) => {
    const { key, language } = documentOf(request);
    return language === "hi" ? viewTranslatedContent(w, key) : viewContent(w, key);
  });

  app.put<KeyParams>("/api/admin/content/:key", async (request) => {
    const { key, language } = documentOf(request);
    await saveDraft(db, key, request.body, editorOf(request), language);
    const view = language === "hi" ? await viewTranslatedContent(w, key) : await viewContent(w, key);
    return { message: m.saved, ...view };
  });

  app.delete<KeyParams>("/api/admin/content/:key/draft", async (request) => {
    const { key, language } = documentOf(request);
    await discardDraft(db, key, language);
    return { message: m.discarded };
  });

  app.post<KeyParams>("/api/admin/content/:key/publish", async (request) => {
    const { key, language } = documentOf(request);
    const version = await publishDraft(w, key, editorOf(request), auditTrail(request), language);
    return { message: m.published, version };
  });

  app.get<KeyParams>("/api/admin/content/:key/versions", async (request) => {
    const { key, language } = documentOf(request);
    return { versions: await versionsOf(db, key, language) };
  });

  app.get<{ Params: { key: string; version: string } }>(
    "/api/admin/content/:key/versions/:version",
    async (request) => {
      const { key, language } = documentOf(request);
      return { document: await versionDocument(db, key, Number(request.params.version), language) };
    },
  );

  app.post<KeyParams>("/api/admin/content/:key/revert", async (request) => {
    const { key, language } = documentOf(request);
    const { version, what } = await revertContent(
      w,
      key,
      request.body,
      editorOf(request),
      auditTrail(request),
      language,
    );
    return { message: m.reverted(what), version };
  });

  app.post<KeyParams>("/api/admin/content/:key/preview", async (request) => {
    const { key, language } = documentOf(request);
    const token = previewToken(env.SESSION_SECRET, { kind: "content", key, language }, new Date());
    const path = pathIn(language, contentPages[key].path);
    return { url: `${path}${path.includes("?") ? "&" : "?"}${previewParam}=${token}` };
  });
};
