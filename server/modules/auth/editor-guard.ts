import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { roleOf } from "./editors.repository.ts";
import { adminMessages, type EditorRole } from "../../../contract/console/admin.ts";
import { postStateMessages } from "../../../contract/console/post-states.ts";
import { secretHash } from "../../signing.ts";
import { findLiveSession } from "./sessions.repository.ts";

export interface SignedInEditor {
  mobile: string;
  role: EditorRole;
  /** The session's token hash (logout revokes it) and end. */
  tokenHash: string;
  expiresAt: string;
}

/** The mobile of the editor making this request (set by app.requireEditor), for the audit log. */
export function editorOf(request: FastifyRequest): string {
  if (!request.editor) throw new HttpError(401, genericMessages.unauthorized);
  return request.editor.mobile;
}

/** The bearer token of a request, or null without a well-formed `Authorization: Bearer` header. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/**
 * Server-side authorisation for staff calls. `app.requireEditor` is a hook for one route or a plugin:
 *   app.post(path, { onRequest: app.requireEditor }, handler)   // or preHandler, or addHook("onRequest", ...)
 * onRequest is best: a stranger's body is then never parsed.
 * It answers 401 without a token or with an unknown, expired or revoked one, 403 when the session is
 * valid but its mobile is no longer on the editors list, and otherwise sets `request.editor`.
 * An author is refused (403) every route but those marked `config: { authors: true }` (their own
 * posts, who they are): deny by default, so a route added later is closed to them (decision 109).
 */
export const requireEditorPlugin = fp(async function editorGuard(
  app: FastifyInstance,
  { db, env }: { db: Db; env: Pick<Env, "SESSION_SECRET"> },
) {
  app.decorateRequest("editor", null);

  /** The signed-in editor behind the request's token, or why there is none (401 or 403). */
  async function editorBehind(request: FastifyRequest): Promise<SignedInEditor | 401 | 403> {
    const token = bearerToken(request);
    if (!token) return 401;
    const tokenHash = secretHash(env.SESSION_SECRET, "session", token);
    const session = await findLiveSession(db, tokenHash, new Date());
    if (!session) return 401;
    const role = await roleOf(db, session.mobile);
    if (!role) return 403;
    return { mobile: session.mobile, role, tokenHash, expiresAt: session.expiresAt };
  }

  app.decorate("requireEditor", async function requireEditor(request: FastifyRequest) {
    const editor = await editorBehind(request);
    if (editor === 401) throw new HttpError(401, genericMessages.unauthorized);
    if (editor === 403) throw new HttpError(403, genericMessages.forbidden);
    if (editor.role === "author" && request.routeOptions.config.authors !== true)
      throw new HttpError(403, postStateMessages.authorsNotAllowed);
    request.editor = editor;
  });

  // For a route only an owner may use: after requireEditor (the console's scope runs it first).
  app.decorate("requireOwner", async function requireOwner(request: FastifyRequest) {
    if (!request.editor) await app.requireEditor(request);
    if (request.editor?.role !== "owner") throw new HttpError(403, adminMessages.ownerOnly);
  });

  app.decorate("isEditorRequest", async (request: FastifyRequest) => typeof (await editorBehind(request)) === "object");
});

declare module "fastify" {
  interface FastifyInstance {
    requireEditor: (request: FastifyRequest) => Promise<void>;
    /** 403 unless the signed-in staff member is an owner (decision 101). */
    requireOwner: (request: FastifyRequest) => Promise<void>;
    /** Whether a public route's request comes from a signed-in editor (no answer is refused). */
    isEditorRequest: (request: FastifyRequest) => Promise<boolean>;
  }
  interface FastifyRequest {
    editor: SignedInEditor | null;
  }
  interface FastifyContextConfig {
    /** The route is open to the author role too (decision 109); every other staff route refuses them. */
    authors?: boolean;
  }
}
