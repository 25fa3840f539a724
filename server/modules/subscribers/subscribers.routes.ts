import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { legalPaths } from "../../../contract/api/legal-pages.ts";
import {
  fromPageField,
  mailingListPaths,
  oneClickField,
  subscribeMessages,
  subscribePath,
} from "../../../contract/api/subscribe.ts";
import { subscribeRequestSchema, subscribeResponseSchema } from "../../../contract/api/subscribe.schema.ts";
import { updateTopicsApiPath, updateTopicsMessages } from "../../../contract/api/update-topics.ts";
import { updateChoiceResponseSchema, updateChoiceSchema } from "../../../contract/api/update-topics.schema.ts";
import type { Db } from "../../db/connection.ts";
import type { Env } from "../../env.ts";
import { HttpError } from "../../http-error.ts";
import { publicMailGate } from "../../messaging/public-mail-gate.ts";
import { routeRateLimit } from "../../plugins/address-rate-limit.ts";
import { acceptSubscription, confirmSubscription, unsubscribe } from "./subscribers.service.ts";
import { subscriptionLinks, subscriptionToken } from "./subscription-links.ts";
import { saveUpdateChoice, updateChoiceFor } from "./update-choice.service.ts";

const tokenQuerySchema = z.object({ token: z._default(z.string(), "") });

/**
 * POST /api/subscribe (SPEC 7), and the two links of the mailing-list e-mails (decision 016):
 * GET /mailing-list/confirm opens a confirmation link and sends the reader to a page saying what
 * happened; POST /mailing-list/unsubscribe is the RFC 8058 one-click address, also used by the
 * unsubscribe page's form (a page, at the same address, that works without JavaScript).
 */
export const subscribersRoutes: FastifyPluginAsyncZod<{ db: Db; env: Env }> = async (app, { db, env }) => {
  const links = { ...subscriptionLinks(env), privacyUrl: `${env.PUBLIC_BASE_URL}${legalPaths.privacy}` };
  const mailGate = publicMailGate(env, app.log);

  app.post(
    subscribePath,
    {
      // As tight as the other public forms: each new address costs the business an e-mail (M2).
      onRequest: routeRateLimit(app, env.LIMIT_PER_ADDRESS),
      schema: {
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, 201: subscribeResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, message } = await acceptSubscription(db, links, request.body, mailGate);
      app.outboxWorker.wake();
      // The answers are the form's as before double opt-in: only what happens behind them changed.
      return reply.code(created ? 201 : 200).send({ message });
    },
  );

  app.get(mailingListPaths.confirm, { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
    const confirmed = await confirmSubscription(db, env.SESSION_SECRET, request.query.token);
    reply.header("cache-control", "no-store");
    if (!confirmed) return reply.redirect(mailingListPaths.invalidLink, 303);
    // The page offers the choice of changes in the law to hear about (decision 085), so it carries
    // the address's own topics link.
    const topics = subscriptionToken(env.SESSION_SECRET, "topics", confirmed);
    return reply.redirect(`${mailingListPaths.confirmed}?token=${topics}`, 303);
  });

  // The subscriber's choice of changes in the law to hear about (decision 085): the JSON side of
  // the topics page, with the same signed token.
  app.get(
    updateTopicsApiPath,
    { schema: { querystring: tokenQuerySchema, response: { 200: updateChoiceResponseSchema } } },
    async (request, reply) => {
      const found = await updateChoiceFor(db, env.SESSION_SECRET, request.query.token);
      if (!found) throw new HttpError(404, updateTopicsMessages.invalidLink);
      reply.header("cache-control", "no-store");
      return { email: found.email, ...found.choice };
    },
  );

  app.put(
    updateTopicsApiPath,
    { schema: { querystring: tokenQuerySchema, body: updateChoiceSchema, response: { 200: subscribeResponseSchema } } },
    async (request) => {
      const { topics, state = "" } = request.body;
      const message = await saveUpdateChoice(db, env.SESSION_SECRET, request.query.token, { topics, state });
      if (message === null) throw new HttpError(404, updateTopicsMessages.invalidLink);
      return { message };
    },
  );

  await app.register(async function oneClick(scope) {
    // RFC 8058 senders POST `List-Unsubscribe=One-Click` as a form, which Fastify does not read by
    // itself; the parser is scoped to this route, so the JSON API accepts no form bodies.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        mailingListPaths.unsubscribe,
        { schema: { querystring: tokenQuerySchema, body: z.optional(z.record(z.string(), z.string())) } },
        async (request, reply) => {
          const body = request.body ?? {};
          if (body[oneClickField.name] !== oneClickField.value)
            throw new HttpError(400, subscribeMessages.oneClickBody);
          const left = await unsubscribe(db, env.SESSION_SECRET, request.query.token);
          reply.header("cache-control", "no-store");
          // The page's form is answered with a page; a mail client's one-click POST here, never with a redirect.
          if (body[fromPageField.name] === fromPageField.value)
            return reply.redirect(left ? mailingListPaths.unsubscribed : mailingListPaths.invalidLink, 303);
          if (!left) throw new HttpError(404, subscribeMessages.invalidLink);
          return { message: subscribeMessages.unsubscribed };
        },
      );
  });
};
