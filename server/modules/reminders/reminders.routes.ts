import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { kindLabel } from "../../../contract/rules/establishment-kinds.ts";
import {
  calendarPath,
  reminderMessages,
  reminderPagePath,
  reminderPaths,
  type ReminderAction,
  type ReminderOutcome,
} from "../../../contract/api/reminders.ts";
import { reminderLinkSchema, reminderRequestSchema } from "../../../contract/api/reminders.schema.ts";
import { oneClickField } from "../../../contract/api/subscribe.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { errorBody } from "../../http-error.ts";
import { enqueueMessage } from "../../messaging/outbox.repository.ts";
import { publicMailGate } from "../../messaging/public-mail-gate.ts";
import { reminderConfirmation, reminderConfirmationHi } from "../../messaging/templates.ts";
import { reminderMessagesHi, reminderScopeHi } from "../../../contract/api/reminders-hi.ts";
import { pathIn, type Language } from "../../../contract/shared/language.ts";
import { routeRateLimit, type RateLimit } from "../../plugins/address-rate-limit.ts";
import { calendarFilterOf } from "./reminder-filter.ts";
import { reminderLink, validLink } from "./reminder-links.ts";
import { startReminders, stopReminders } from "../subscribers/subscribers.repository.ts";

type ReminderEnv = Pick<Env, "SESSION_SECRET" | "PUBLIC_BASE_URL" | "PUBLIC_MAIL_PER_HOUR">;

const formType = "application/x-www-form-urlencoded";

/** A browser form without JavaScript posts url-encoded and is answered with a page to go to. */
const isFormPost = (request: FastifyRequest) => (request.headers["content-type"] ?? "").startsWith(formType);

/** A mail client's RFC 8058 one-click POST: `List-Unsubscribe=One-Click`, nothing else needed. */
const isOneClick = (request: FastifyRequest) =>
  isFormPost(request) && (request.body as Record<string, unknown> | null)?.[oneClickField.name] === oneClickField.value;

/**
 * The calendar's e-mail reminders (decision 024): a request e-mails a signed start link; the link's
 * page posts it back to start (joining the mailing list) or, from any reminder, to stop. Each
 * endpoint takes JSON or a plain form: a form is answered with 303 to a page that shows the
 * outcome, JSON with the message (or the error body). The answers are the same whether or not the
 * address is known, and whether or not a mail went: an address gets one start link an hour.
 */
export const remindersRoutes: FastifyPluginAsyncZod<{ db: Db; env: ReminderEnv; limit: RateLimit }> = async (
  app,
  { db, env, limit },
) => {
  const mailGate = publicMailGate(env, app.log);
  // Only these routes accept url-encoded bodies (the plugin's own scope).
  app.addContentTypeParser(formType, { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: ReminderOutcome,
    formTarget: string,
    language: Language = "en",
  ) {
    const failed = outcome === "invalid" || outcome === "bad-link";
    // A mail client's one-click POST (RFC 8058) is answered here, never with a redirect.
    if (isFormPost(request) && !isOneClick(request)) return reply.code(303).header("location", formTarget).send();
    const message = (language === "hi" ? reminderMessagesHi : reminderMessages)[outcome];
    if (failed) return reply.code(400).send(errorBody(message, outcome === "invalid" ? { email: message } : undefined));
    return reply.code(outcome === "sent" ? 202 : 200).send({ message });
  }

  app.post(reminderPaths.request, { onRequest: routeRateLimit(app, limit) }, async (request, reply) => {
    const parsed = reminderRequestSchema.safeParse(request.body ?? {});
    const body = (request.body ?? {}) as Record<string, unknown>;
    const filter = calendarFilterOf(String(body["state"] ?? ""), String(body["kind"] ?? ""));
    // A signup from a Hindi page is answered, mailed and linked in Hindi (issue 29).
    const language: Language = body["lang"] === "hi" ? "hi" : "en";
    const back = (outcome: ReminderOutcome) =>
      language === "hi"
        ? `${pathIn("hi", reminderPagePath)}?${new URLSearchParams({ state: filter.state, kind: filter.kind, done: outcome })}`
        : `${calendarPath}?${new URLSearchParams({ state: filter.state, kind: filter.kind, reminders: outcome })}#reminders`;
    if (!parsed.success) return answer(request, reply, "invalid", back("invalid"), language);
    // A bot filled the hidden field: answer as for a person, send nothing.
    if (parsed.data.website) return answer(request, reply, "sent", back("sent"), language);
    const target = { email: parsed.data.email, state: filter.state, kind: filter.kind };
    const scope =
      language === "hi"
        ? reminderScopeHi(filter)
        : filter.kind === "all"
          ? filter.state
          : `${filter.state}, ${kindLabel(filter.kind)}`;
    const link = reminderLink(env.PUBLIC_BASE_URL, env.SESSION_SECRET, "start", target, language);
    // Nothing is stored for the address itself, but the gate keeps an HMAC of it for an hour (M2).
    const queued = await db.transaction().execute(async (tx) => {
      if ((await mailGate.admit(tx, target.email, new Date(), { oncePerHour: true })) !== "send") return false;
      const mail = language === "hi" ? reminderConfirmationHi : reminderConfirmation;
      await enqueueMessage(tx, mail(target.email, link, scope));
      return true;
    });
    if (queued) app.outboxWorker.wake();
    return answer(request, reply, "sent", back("sent"), language);
  });

  const confirm = (action: ReminderAction) => async (request: FastifyRequest, reply: FastifyReply) => {
    // The one-click address of a reminder's List-Unsubscribe header carries the signed link in its query.
    const raw = (isOneClick(request) ? request.query : request.body) as Record<string, unknown> | null;
    const parsed = reminderLinkSchema.safeParse(raw ?? {});
    // The Hindi link page posts `lang=hi`: its outcome page is the Hindi one.
    const language: Language = raw?.["lang"] === "hi" ? "hi" : "en";
    const done = (outcome: ReminderOutcome) => `${pathIn(language, reminderPagePath)}?done=${outcome}`;
    if (!parsed.success) return answer(request, reply, "bad-link", done("bad-link"), language);
    const { email, state = "", kind = "", sig } = parsed.data;
    if (!validLink(env.SESSION_SECRET, action, { email, state, kind }, sig))
      return answer(request, reply, "bad-link", done("bad-link"), language);
    if (action === "start") {
      const filter = calendarFilterOf(state, kind);
      // The link's page is in the signup's language: the reminders that follow are too (issue 29).
      await startReminders(db, { email, state: filter.state, kind: filter.kind, language });
      return answer(request, reply, "started", done("started"), language);
    }
    await stopReminders(db, email);
    return answer(request, reply, "stopped", done("stopped"), language);
  };
  app.post(reminderPaths.start, { onRequest: routeRateLimit(app, limit) }, confirm("start"));
  app.post(reminderPaths.stop, { onRequest: routeRateLimit(app, limit) }, confirm("stop"));
};
