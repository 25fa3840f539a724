import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authMessages, logoutPath, mePath, sendOtpPath, verifyOtpPath, type User } from "../../../contract/api/auth.ts";
import { sendOtpRequestSchema, verifyOtpRequestSchema } from "../../../contract/api/auth.schema.ts";
import { genericMessages } from "../../../contract/api/errors.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { routeRateLimit } from "../../plugins/address-rate-limit.ts";
import { bearerToken } from "./editor-guard.ts";
import { sendError } from "../../plugins/error-handler.ts";
import { sendOtp, verifyOtp } from "./otp.service.ts";
import { secretHash } from "../../signing.ts";
import { revokeSession } from "./sessions.repository.ts";

const editorUser = (mobileNumber: string): User => ({ mobileNumber, isVerified: true, role: "editor" });

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; env: Env }> = async (app, { db, env }) => {
  // The login screens read `success` (SPEC 7): every failure here says success: false.
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply, { success: false }));
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  // Login attempts from one address: a tighter limit on top of the per-number OTP limit.
  const loginLimit = routeRateLimit(app, env.LIMIT_PER_ADDRESS);

  app.post(sendOtpPath, { onRequest: loginLimit, schema: { body: sendOtpRequestSchema } }, async (request) => {
    const queued = await sendOtp(db, env, request.body.mobileNumber, request.ip);
    if (queued) app.outboxWorker.wake();
    return { success: true, message: authMessages.otpSent };
  });

  app.post(verifyOtpPath, { onRequest: loginLimit, schema: { body: verifyOtpRequestSchema } }, async (request) => {
    const { mobileNumber, otp } = request.body;
    const { token, expiresAt } = await verifyOtp(db, env, mobileNumber, otp, request.ip);
    return { success: true, token, user: editorUser(mobileNumber), expiresAt };
  });

  app.get(mePath, { preHandler: app.requireEditor, config: { authors: true } }, async (request) => {
    const editor = request.editor!;
    return { success: true, user: editorUser(editor.mobile), expiresAt: editor.expiresAt };
  });

  // Ends the presented session whether or not its mobile is still an editor.
  app.post(logoutPath, async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, genericMessages.unauthorized);
    await revokeSession(db, secretHash(env.SESSION_SECRET, "session", token), new Date());
    return { success: true, message: authMessages.loggedOut };
  });
};
