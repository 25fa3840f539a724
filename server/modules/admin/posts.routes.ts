import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessages } from "../../../contract/console/admin.ts";
import { doneSchema, idParamsSchema } from "../../../contract/console/admin.schema.ts";
import { postStateMessages, postStatePaths, type AdminPost } from "../../../contract/console/post-states.ts";
import {
  adminPostAnswerSchema,
  adminPostListSchema,
  adminPostOneSchema,
  previewLinkSchema,
} from "../../../contract/console/post-states.schema.ts";
import { previewParam } from "../../../contract/console/content.ts";
import type { FileStore } from "../../storage/file-store.ts";
import type { Db } from "../../db/connection.ts";
import { HttpError } from "../../http-error.ts";
import { postFormLimits, readPostForm } from "../posts/post-form.ts";
import { findAdminPost, listAdminPosts } from "../posts/posts.repository.ts";
import { createPost, editPost, readPostState, removePost } from "../posts/posts.service.ts";
import { auditTrail } from "../audit/audit-trail.ts";
import type { MediaLibrary } from "../media/media.service.ts";
import { previewToken } from "../content/preview-token.ts";

/** What the console says once a post is saved in a state. */
const savedAs = (post: AdminPost) =>
  post.status === "draft"
    ? postStateMessages.draftSaved
    : post.status === "scheduled"
      ? postStateMessages.postScheduled
      : adminMessages.postSaved;

/**
 * Posts in the console (issue 28, decisions 107 and 109): every state, with search settings. Open to
 * authors (`config.authors`), who see and change only their own drafts; the service checks that on
 * every write, so the rule holds for any client.
 */
export const adminPostsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  covers: FileStore;
  media: MediaLibrary;
  /** SESSION_SECRET, which signs preview links. */
  secret: string;
}> = async (app, { db, covers, media, secret }) => {
  // The post form is multipart like POST /api/blogs, with the same limits.
  await app.register(multipart, { limits: postFormLimits });
  const posts = { db, covers, media, content: app.content, log: app.log };
  const authors = { authors: true };

  app.get(
    postStatePaths.posts,
    { config: authors, schema: { response: { 200: adminPostListSchema } } },
    async (request) => {
      const { role, mobile } = request.editor!;
      return { posts: await listAdminPosts(db, role === "author" ? mobile : undefined) };
    },
  );

  app.get(
    "/api/admin/posts/:id",
    { config: authors, schema: { params: idParamsSchema, response: { 200: adminPostOneSchema } } },
    async (request) => {
      const post = await findAdminPost(db, request.params.id);
      const editor = request.editor!;
      // An author learns nothing of posts not theirs, not even that they exist.
      if (!post || (editor.role === "author" && post.authorMobile !== editor.mobile))
        throw new HttpError(404, adminMessages.postNotFound);
      return { post };
    },
  );

  // The post's page as stored, through a signed link a console frame can open (the preview of an
  // unpublished post, decision 107); the same who-may-see rule as reading the post.
  app.post(
    "/api/admin/posts/:id/preview",
    { config: authors, schema: { params: idParamsSchema, response: { 200: previewLinkSchema } } },
    async (request) => {
      const post = await findAdminPost(db, request.params.id);
      const editor = request.editor!;
      if (!post || (editor.role === "author" && post.authorMobile !== editor.mobile))
        throw new HttpError(404, adminMessages.postNotFound);
      const token = previewToken(secret, { kind: "post", id: post.id }, new Date());
      return { url: `/blog/${post.id}?${previewParam}=${token}` };
    },
  );

  app.post(
    postStatePaths.posts,
    { config: authors, schema: { response: { 201: adminPostAnswerSchema } } },
    async (request, reply) => {
      const { fields, cover } = await readPostForm(request);
      const editor = request.editor!;
      const post = await createPost(posts, fields, cover, editor, readPostState(fields, null, editor));
      return reply.code(201).send({ message: savedAs(post), post });
    },
  );

  app.patch(
    "/api/admin/posts/:id",
    { config: authors, schema: { params: idParamsSchema, response: { 200: adminPostAnswerSchema } } },
    async (request) => {
      const { fields, cover } = await readPostForm(request);
      const post = await editPost(posts, request.params.id, fields, cover, request.editor!, auditTrail(request));
      if (!post) throw new HttpError(404, adminMessages.postNotFound);
      return { message: savedAs(post), post };
    },
  );

  app.delete(
    "/api/admin/posts/:id",
    { config: authors, schema: { params: idParamsSchema, response: { 200: doneSchema } } },
    async (request) => {
      if (!(await removePost(posts, request.params.id, request.editor!, auditTrail(request))))
        throw new HttpError(404, adminMessages.postNotFound);
      return { message: adminMessages.postDeleted };
    },
  );
};
