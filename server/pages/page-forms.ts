import { contactRequestSchema } from "../../contract/api/contacts.schema.ts";
import type { AppServices, FormOutcome } from "../../contract/api/app-services.ts";
import { genericMessages } from "../../contract/api/errors.ts";
import { legalPaths } from "../../contract/api/legal-pages.ts";
import { subscribeRequestSchema } from "../../contract/api/subscribe.schema.ts";
import { updateTopicsMessages } from "../../contract/api/update-topics.ts";
import { updateChoiceSchema } from "../../contract/api/update-topics.schema.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import type { Env } from "../env.ts";
import { zodFields } from "../zod-fields.ts";
import { publicMailGate } from "../messaging/public-mail-gate.ts";
import { acceptEnquiry, hindiEnquiryRefusal } from "../modules/enquiries/enquiries.service.ts";
import { acceptSubscription, hindiRefusal } from "../modules/subscribers/subscribers.service.ts";
import { subscriptionLinks } from "../modules/subscribers/subscription-links.ts";
import { saveUpdateChoice } from "../modules/subscribers/update-choice.service.ts";

type FormEnv = Pick<Env, "PUBLIC_BASE_URL" | "SESSION_SECRET" | "PUBLIC_MAIL_PER_HOUR" | "LEAD_ALERT_MOBILES">;

/** A refusal as the API's error handler words it: each field's first message, the first one as the sentence. */
function refusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormOutcome {
  const fields = zodFields(issues);
  return { ok: false, message: Object.values(fields)[0] ?? genericMessages.invalidRequest, fields };
}

/**
 * The public forms of content pages, posted without JavaScript to React Router actions (decision
 * 064): validated by the contract's schemas and answered by the very service entry POST
 * /api/contacts and POST /api/subscribe call (acceptEnquiry, acceptSubscription), so both ways reach
 * the same outcome and the same sentences.
 */
export function pageForms(
  db: Db,
  env: FormEnv,
  wakeOutbox: () => void,
  log?: FastifyBaseLogger,
): Pick<AppServices, "submitEnquiry" | "subscribe" | "saveUpdateChoice"> {
  const links = { ...subscriptionLinks(env), privacyUrl: `${env.PUBLIC_BASE_URL}${legalPaths.privacy}` };
  const mailGate = publicMailGate(env, log);
  const intake = { mailGate, alertMobiles: env.LEAD_ALERT_MOBILES };
  return {
    async submitEnquiry(fields) {
      const refused = hindiEnquiryRefusal(fields);
      if (refused) return { ok: false, ...refused };
      const parsed = contactRequestSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      const { message, id } = await acceptEnquiry(db, intake, parsed.data);
      if (id !== undefined) wakeOutbox();
      return { ok: true, message };
    },
    async subscribe(fields) {
      const refused = hindiRefusal(fields);
      if (refused) return { ok: false, ...refused };
      const parsed = subscribeRequestSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      const { message } = await acceptSubscription(db, links, parsed.data, mailGate);
      wakeOutbox();
      return { ok: true, message };
    },
    async saveUpdateChoice(token, fields) {
      const parsed = updateChoiceSchema.safeParse(fields);
      if (!parsed.success) return refusal(parsed.error.issues);
      const { topics, state = "" } = parsed.data;
      const message = await saveUpdateChoice(db, env.SESSION_SECRET, token, { topics, state });
      return message === null
        ? { ok: false, message: updateTopicsMessages.invalidLink, fields: {} }
        : { ok: true, message };
    },
  };
}
